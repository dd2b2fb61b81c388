import { escapeToken, pointerKeys } from "../../engine/json-pointer.ts";
import { copiesOf, matchItems } from "./item-match.ts";

/**
 * A translation is kept under the place of its English in the English file ('/sections/3/heading').
 * When an edit moves, deletes or duplicates sections (or items of a list), the same words are at
 * another place: these move each translated field with its English, so that a translation never
 * ends up on another section. Pure: the callers read and write the files.
 */

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === "object" && !Array.isArray(v);

/** Where the item lists of two versions of a file were paired, so each list is matched once. */
type Pairings = WeakMap<readonly Json[], { match: number[]; copies: Map<number, number[]> }>;

function pairing(cache: Pairings, before: readonly Json[], after: readonly Json[]) {
  let known = cache.get(before);
  if (!known) {
    const match = matchItems(before, after);
    const copies = new Map<number, number[]>();
    for (const [j, i] of copiesOf(before, after, match)) copies.set(i, [...(copies.get(i) ?? []), j]);
    cache.set(before, (known = { match, copies }));
  }
  return known;
}

interface Place {
  keys: string[];
  /** Its item was not in the English file before either (a translation left over): it yields to a field that moved there. */
  leftOver?: boolean;
}

/** The places a value at `keys` of `before` is at in `after`: none when its item was removed, several when it was copied. */
function placesOf(keys: string[], before: Json, after: Json, cache: Pairings): Place[] {
  if (!keys.length) return [{ keys: [] }];
  const [key, ...rest] = keys as [string, ...string[]];
  const under = (head: string, places: Place[]) => places.map((p) => ({ ...p, keys: [head, ...p.keys] }));
  if (Array.isArray(before) && Array.isArray(after) && /^\d+$/.test(key)) {
    const i = Number(key);
    if (i >= before.length) return [{ keys, leftOver: true }];
    const { match, copies } = pairing(cache, before, after);
    const targets = [...(match[i]! >= 0 ? [match[i]!] : []), ...(copies.get(i) ?? [])];
    return targets.flatMap((j) => under(String(j), placesOf(rest, before[i], after[j], cache)));
  }
  if (isObject(before) && isObject(after)) return under(key, placesOf(rest, before[key], after[key], cache));
  // Below here nothing is a list: the place stays as it was.
  return [{ keys }];
}

const toPointer = (keys: string[]) => keys.map((k) => `/${escapeToken(k)}`).join("");

/**
 * The fields of a translation (by the place of their English) moved as the English file moved
 * from `before` to `after`: a field of a removed section or list item is dropped, one of a
 * duplicated section is copied to the copy. Fields of places that are not in a list keep their
 * place. Order: as given, each copy after its original.
 */
export function moveTranslatedFields<T>(fields: Record<string, T>, before: Json, after: Json): Record<string, T> {
  const cache: Pairings = new WeakMap();
  const placed = Object.entries(fields).flatMap(([pointer, field]) =>
    placesOf(pointerKeys(pointer), before, after, cache).map((place) => ({ place, field })),
  );
  const taken = new Set(placed.filter((p) => !p.place.leftOver).map((p) => toPointer(p.place.keys)));
  const moved: Record<string, T> = {};
  for (const { place, field } of placed) {
    const at = toPointer(place.keys);
    if (place.leftOver && taken.has(at)) continue;
    moved[at] ??= field;
  }
  return moved;
}

/** The same fields under the same places, whatever their order: nothing moved. */
export function sameFields<T>(a: Record<string, T>, b: Record<string, T>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((k) => k in b && JSON.stringify(a[k]) === JSON.stringify(b[k]))
  );
}
