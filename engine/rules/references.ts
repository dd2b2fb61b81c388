import { collector, valuesOfKind, type Rule } from "./context.ts";
import type { LoadedCollections } from "../model.ts";
import { valuesAtPath } from "../json-pointer.ts";
import { closest } from "../problems.ts";

/** 'clients#/clients/*\/id' -> every client's id in content/clients.json. */
function referable(collections: LoadedCollections, ref: string): string[] {
  const [name = "", pointer = ""] = ref.split("#");
  const data = (collections as Record<string, { data: unknown } | undefined>)[name]?.data;
  const values = valuesAtPath(data, pointer.split("/").filter(Boolean));
  return values.filter((v): v is string => typeof v === "string");
}

/** A value the schema marks with "x-ref" (a client's id) must be the id of an entry of that collection. */
export const referencesRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const { target, visit, value } of valuesOfKind(ctx, (v) => !!v.ref)) {
    const ref = visit.ref!;
    const collection = ref.split("#")[0]!;
    if (!(ctx.site.collections as Record<string, unknown>)[collection]) continue; // that file has problems of its own
    const ids = referable(ctx.site.collections, ref);
    if (ids.includes(value)) continue;
    const what = String(visit.schema.title ?? "entry");
    const guess = closest(value, ids);
    at(target.f, visit.pointer, "reference.unknown-id", { what, collection, value, ids, ...(guess ? { guess } : {}) });
  }
  return problems;
};
