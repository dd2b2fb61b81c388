import type { SchemaSet } from "../../engine/schemas.server.ts";
import { Refusal } from "./refusal.ts";

/**
 * How far a request may go past any file the editor opens before it is refused unread. The site's
 * deepest file nests 6 levels, and its files hold a few unknown fields at most (a typo, a pasted
 * leftover); a draft past these bounds was never made in the editor, and checking it would cost the
 * studio seconds (every unknown field is a problem to place and word).
 */
export const MAX_DEPTH = 32;
export const MAX_UNDECLARED = 200;

/**
 * Whether `value` nests deeper than `limit` objects and lists. Walked without recursion: a value
 * nested a million deep (2 MB of "[") must be refused here, not overflow the stack of whatever reads it next.
 */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) if (child && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

const declared = new WeakMap<SchemaSet, Set<string>>();

/** Every field name some schema of the set declares (in its "properties"), and "$schema". */
function declaredNames(set: SchemaSet): Set<string> {
  let names = declared.get(set);
  if (names) return names;
  names = new Set(["$schema"]);
  const stack: unknown[] = [...set.raw.values()];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== "object") continue;
    const properties = (node as { properties?: unknown }).properties;
    if (properties && typeof properties === "object" && !Array.isArray(properties))
      for (const name of Object.keys(properties)) names.add(name);
    for (const child of Object.values(node)) stack.push(child);
  }
  declared.set(set, names);
  return names;
}

/**
 * The fields of a page or content draft whose names no schema of the site declares, anywhere: each is
 * sure to be an unknown field, since every object of a page's and a content file's schemas is closed
 * (tests/unit/schema-conventions.test.ts; the only open map, a translation's fields, is not checked here).
 */
export function undeclaredFields(data: unknown, set: SchemaSet): { count: number; first?: string } {
  const names = declaredNames(set);
  let count = 0;
  let first: string | undefined;
  const stack: unknown[] = [data];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== "object") continue;
    if (!Array.isArray(node))
      for (const key of Object.keys(node))
        if (!names.has(key)) {
          count++;
          first ??= key;
        }
    for (const child of Object.values(node)) if (child && typeof child === "object") stack.push(child);
  }
  return { count, first };
}

/**
 * Refuses a draft with more unknown fields than any real file could have (MAX_UNDECLARED), before it is
 * formatted or checked: 'This has 20,000 fields that are not part of ...'.
 */
export function refuseUndeclared(data: unknown, set: SchemaSet) {
  const { count, first } = undeclaredFields(data, set);
  if (count > MAX_UNDECLARED)
    throw new Refusal(
      400,
      `This holds ${count.toLocaleString("en-US")} fields that are not part of any page or setting (the first is "${first}"): the editor never sends them, so nothing was checked or saved. Reload the editor and try again.`,
    );
}
