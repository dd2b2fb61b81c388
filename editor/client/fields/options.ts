import { valuesAtPath } from "../../../engine/json-pointer.ts";
import { words, type Collection, type FieldSpec } from "./spec.ts";

/** What a drop-down offers: each value as people know it, stored as the file keeps it. */
export interface Option {
  value: string;
  label: string;
}

/**
 * A fixed list's values, each by the name its "x-labels" collection gives it ("digital" -> "Digital
 * marketing"); a value no entry names ("all") in words ("All").
 */
export function selectOptions(
  collections: Record<string, unknown>,
  spec: Extract<FieldSpec, { kind: "select" }>,
): Option[] {
  if (!spec.labels) return spec.options.map((o) => ({ value: o, label: o }));
  const named = new Map(referenceOptions(collections, spec.labels).map((o) => [o.value, o.label]));
  return spec.options.map((o) => ({ value: o, label: named.get(o) ?? words(o) }));
}

/**
 * The entries a reference may name, each by its name as people know it: a category or a client by
 * its title or name ("Creative content"), its id ("creative-content") only as the stored value.
 */
export function referenceOptions(collections: Record<string, unknown>, spec: Collection): Option[] {
  const key = spec.path.at(-1) ?? "";
  const values = valuesAtPath(collections[spec.collection], spec.path.slice(0, -1));
  return values.flatMap((entry) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const value = e[key];
    if (typeof value !== "string") return [];
    const name = [e.title, e.name].find((n): n is string => typeof n === "string" && n.trim() !== "");
    return [{ value, label: name ?? value }];
  });
}
