/**
 * Which item of a list became which after an edit (sections of a page, questions of an FAQ, links of
 * a menu), found from the two lists alone: the editor's save sends the page, not what was done to it.
 * A translation is kept by the place of its English (a JSON pointer), so this is what keeps each
 * translation on its own section when sections move, are deleted or duplicated. A pair is only made
 * when the item is clearly the same one; an item that cannot be told is left unpaired (its
 * translation shows as missing, which the translator sees) rather than guessed onto another.
 */
import { canonical } from "../../engine/canonical-json.ts";

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === "object" && !Array.isArray(v);

/** Every value inside an item that is not a list or a group, by its place in the item ('/cta/label'). */
function leaves(value: Json, at = "", out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${at}/${i}`, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) leaves(v, `${at}/${k}`, out);
  else out.set(at, JSON.stringify(value));
  return out;
}

/** How much of two items is the same: the share of their values equal at the same place (0 to 1), their kind left out. */
function likeness(a: Json, b: Json): number {
  const [x, y] = [leaves(a), leaves(b)];
  x.delete("/type");
  y.delete("/type");
  const size = Math.max(x.size, y.size);
  if (!size) return 0;
  let same = 0;
  for (const [k, v] of x) if (y.get(k) === v) same++;
  return same / size;
}

/** Items of one kind: the same block type, or both without one (list items). */
const sameKind = (a: Json, b: Json) => (isObject(a) ? a.type : undefined) === (isObject(b) ? b.type : undefined);

/**
 * For each item of `before`, the index of the same item in `after`, or -1 when it is gone:
 *   1. unchanged items, in order (a longest common run), then unchanged items that moved;
 *   2. changed items that kept their anchor (a section's "id");
 *   3. changed items of the same kind that are still mostly the same (at least half their values);
 *   4. changed items between the same two paired neighbours, when as many are there before and after.
 */
export function matchItems(before: readonly Json[], after: readonly Json[]): number[] {
  const match = before.map(() => -1);
  const taken = new Set<number>();
  const pair = (i: number, j: number) => {
    match[i] = j;
    taken.add(j);
  };
  const b = before.map(canonical);
  const a = after.map(canonical);
  const lcs = Array.from({ length: b.length + 1 }, () => new Array<number>(a.length + 1).fill(0));
  for (let i = b.length - 1; i >= 0; i--)
    for (let j = a.length - 1; j >= 0; j--)
      lcs[i]![j] = b[i] === a[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  for (let i = 0, j = 0; i < b.length && j < a.length;) {
    if (b[i] === a[j]) {
      pair(i, j);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  const free = (test: (j: number) => boolean) => after.findIndex((_, j) => !taken.has(j) && test(j));
  for (let i = 0; i < before.length; i++)
    if (match[i] === -1) {
      const j = free((k) => a[k] === b[i]);
      if (j !== -1) pair(i, j);
    }
  for (let i = 0; i < before.length; i++) {
    const anchor = isObject(before[i]) ? (before[i] as Record<string, Json>).id : undefined;
    if (match[i] !== -1 || typeof anchor !== "string") continue;
    const j = free((k) => sameKind(after[k], before[i]) && isObject(after[k]) && after[k].id === anchor);
    if (j !== -1) pair(i, j);
  }
  const likely: [number, number, number][] = [];
  for (let i = 0; i < before.length; i++)
    if (match[i] === -1)
      for (let j = 0; j < after.length; j++)
        if (!taken.has(j) && sameKind(before[i], after[j]) && isObject(before[i])) {
          const score = likeness(before[i], after[j]);
          if (score >= 0.5) likely.push([score, i, j]);
        }
  likely.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  for (const [, i, j] of likely) if (match[i] === -1 && !taken.has(j)) pair(i, j);
  // 4. Runs of unpaired items between paired neighbours that kept their order.
  let i = 0;
  while (i < before.length) {
    if (match[i] !== -1) {
      i++;
      continue;
    }
    const start = i;
    while (i < before.length && match[i] === -1) i++;
    const low = start > 0 ? match[start - 1]! : -1;
    const high = i < before.length ? match[i]! : after.length;
    if (low >= high) continue;
    const gone = Array.from({ length: i - start }, (_, k) => start + k);
    const come = Array.from({ length: high - low - 1 }, (_, k) => low + 1 + k).filter((j) => !taken.has(j));
    if (gone.length === come.length && gone.every((g, k) => sameKind(before[g], after[come[k]!])))
      gone.forEach((g, k) => pair(g, come[k]!));
  }
  return match;
}

/** An item without its anchor: the editor's "Duplicate" leaves the copy without one (an anchor names one section). */
const withoutAnchor = (item: Json) => (isObject(item) ? canonical({ ...item, id: undefined }) : canonical(item));

/**
 * Items of `after` paired with none of `before` that are a copy of one (the same but for the
 * anchor): after index -> before index (a duplicate).
 */
export function copiesOf(
  before: readonly Json[],
  after: readonly Json[],
  match: readonly number[],
): Map<number, number> {
  const paired = new Set(match);
  const b = before.map(withoutAnchor);
  const copies = new Map<number, number>();
  after.forEach((item, j) => {
    if (paired.has(j)) return;
    const i = b.indexOf(withoutAnchor(item));
    if (i !== -1) copies.set(j, i);
  });
  return copies;
}
