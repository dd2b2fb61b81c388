import { canonical } from "../../engine/canonical-json.ts";
import { escapeToken, pointerKeys } from "../../engine/json-pointer.ts";
import type { PageJson } from "./mapping.ts";

/**
 * A three-way merge of a page: `base` is the file as this editor opened it, `mine` the editor's
 * version, `theirs` the file as it is on disk now. Sections have no ids of their own, so they are
 * matched by content: unchanged ones exactly, changed ones by their anchor, or by their kind between
 * the nearest unchanged neighbours. Values are merged key by key (lists item by item when no item
 * was added or removed): a value only one side changed takes that side's; a value both changed
 * differently is a conflict, left as mine until the person chooses.
 */

type Json = unknown;
type Section = Record<string, unknown>;

export interface Conflict {
  /** Where in the merged page: '/sections/3/heading', '/meta/title', or '/sections/3' for a whole section. */
  pointer: string;
  mine: Json;
  theirs: Json;
}

export interface TheirChange {
  /** Where in the merged page (a removed section: where it was in theirs' base, '/sections/2'). */
  pointer: string;
  kind: "changed" | "added" | "removed";
  /** The section's kind and content, for naming a removed section. */
  section?: Section;
}

export interface Merged<T = PageJson> {
  page: T;
  conflicts: Conflict[];
  /** What the other side changed that the merge kept, for the person to read. */
  theirs: TheirChange[];
}

const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === "object" && !Array.isArray(v);

export const same = (a: Json, b: Json) => canonical(a) === canonical(b);

/** For each base section, the index of the same section in `other`, or -1 when it is gone. */
export function matchSections(base: Section[], other: Section[]): number[] {
  const match = base.map(() => -1);
  const taken = new Set<number>();
  const b = base.map(canonical);
  const o = other.map(canonical);
  // 1. Unchanged sections in order: a longest common subsequence.
  const lcs = Array.from({ length: b.length + 1 }, () => new Array<number>(o.length + 1).fill(0));
  for (let i = b.length - 1; i >= 0; i--)
    for (let j = o.length - 1; j >= 0; j--)
      lcs[i]![j] = b[i] === o[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  for (let i = 0, j = 0; i < b.length && j < o.length;) {
    if (b[i] === o[j]) {
      match[i] = j;
      taken.add(j);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  const pair = (i: number, j: number) => {
    match[i] = j;
    taken.add(j);
  };
  const free = (test: (j: number) => boolean) => other.findIndex((_, j) => !taken.has(j) && test(j));
  // 2. Unchanged but moved.
  for (let i = 0; i < base.length; i++)
    if (match[i] === -1) {
      const j = free((k) => o[k] === b[i]);
      if (j !== -1) pair(i, j);
    }
  // 3. Changed, with its anchor kept.
  for (let i = 0; i < base.length; i++)
    if (match[i] === -1 && typeof base[i]!.id === "string") {
      const j = free((k) => other[k]!.type === base[i]!.type && other[k]!.id === base[i]!.id);
      if (j !== -1) pair(i, j);
    }
  // 4. Changed in place: the same kind between the same matched neighbours.
  for (let i = 0; i < base.length; i++)
    if (match[i] === -1) {
      let before = -1;
      for (let k = i - 1; k >= 0; k--)
        if (match[k] !== -1) {
          before = match[k]!;
          break;
        }
      let after = other.length;
      for (let k = i + 1; k < base.length; k++)
        if (match[k] !== -1) {
          after = match[k]!;
          break;
        }
      const j = free((k) => k > before && k < after && other[k]!.type === base[i]!.type);
      if (j !== -1) pair(i, j);
    }
  // 5. Changed and moved: the first free section of the same kind anywhere.
  for (let i = 0; i < base.length; i++)
    if (match[i] === -1) {
      const j = free((k) => other[k]!.type === base[i]!.type);
      if (j !== -1) pair(i, j);
    }
  return match;
}

/** Merges one value; conflicts are recorded at their pointer and the value left as mine. */
function mergeValue(base: Json, mine: Json, theirs: Json, pointer: string, out: { conflicts: Conflict[] }): Json {
  if (same(mine, theirs) || same(base, theirs)) return mine;
  if (same(base, mine)) return theirs;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const keys = [...Object.keys(mine), ...Object.keys(theirs).filter((k) => !(k in mine))];
    const merged: Record<string, Json> = {};
    for (const key of keys) {
      const value = mergeValue(base[key], mine[key], theirs[key], `${pointer}/${escapeToken(key)}`, out);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (
    Array.isArray(base) &&
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    base.length === mine.length &&
    base.length === theirs.length
  )
    return base.map((b, i) => mergeValue(b, mine[i], theirs[i], `${pointer}/${i}`, out));
  out.conflicts.push({ pointer, mine, theirs });
  return mine;
}

/** Where `b` differs from `a`: the keys of groups, the items of lists that kept their length, else the value. */
export function differences(a: Json, b: Json, pointer: string): string[] {
  if (same(a, b)) return [];
  if (isObject(a) && isObject(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) =>
      differences(a[k], b[k], `${pointer}/${escapeToken(k)}`),
    );
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length)
    return a.flatMap((v, i) => differences(v, b[i], `${pointer}/${i}`));
  return [pointer];
}

/** The base sections in `match`'s other side, in that side's order. */
const orderIn = (match: number[]) =>
  match
    .map((j, i) => [i, j] as const)
    .filter(([, j]) => j !== -1)
    .sort((a, b) => a[1] - b[1])
    .map(([i]) => i);

export function mergePages(base: PageJson, mine: PageJson, theirs: PageJson): Merged {
  const out: Merged = { page: mine, conflicts: [], theirs: [] };
  const mineMatch = matchSections(base.sections, mine.sections);
  const theirsMatch = matchSections(base.sections, theirs.sections);

  // The backbone is my order of sections; when only they moved sections, theirs.
  const mineOrder = orderIn(mineMatch);
  const theirsOrder = orderIn(theirsMatch);
  const iMoved = mineOrder.some((i, k) => k > 0 && i < mineOrder[k - 1]!);
  type Side = "mine" | "theirs";
  type Slot = { base?: number } & Partial<Record<Side, number>>;
  const slots: Slot[] = [];
  const found = (m: number[], i: number) => (m[i] === -1 ? undefined : m[i]);
  /** The lead side's sections in its order; base sections it removed stay at their base place, in case the other side changed them. */
  const backbone = (lead: Side, list: Section[], match: number[], other: Side, otherMatch: number[]) => {
    list.forEach((_, j) => {
      const i = match.indexOf(j);
      slots.push(i === -1 ? { [lead]: j } : { base: i, [lead]: j, [other]: found(otherMatch, i) });
    });
    base.sections.forEach((_, i) => {
      if (match[i] !== -1) return;
      const at = slots.findIndex((s) => s.base !== undefined && s.base > i);
      slots.splice(at === -1 ? slots.length : at, 0, { base: i, [other]: found(otherMatch, i) });
    });
  };
  if (iMoved || !theirsOrder.some((i, k) => k > 0 && i < theirsOrder[k - 1]!))
    backbone("mine", mine.sections, mineMatch, "theirs", theirsMatch);
  else backbone("theirs", theirs.sections, theirsMatch, "mine", mineMatch);
  // Sections one side added that the backbone lacks, after the section before them on that side.
  const addNew = (side: Side, list: Section[], match: number[]) =>
    list.forEach((_, j) => {
      if (match.includes(j) || slots.some((s) => s[side] === j)) return;
      const prev = slots.findIndex((s) => s[side] === j - 1);
      slots.splice(prev + 1, 0, { [side]: j });
    });
  addNew("theirs", theirs.sections, theirsMatch);
  addNew("mine", mine.sections, mineMatch);

  const sections: Section[] = [];
  const removed: TheirChange[] = [];
  for (const slot of slots) {
    const at = `/sections/${sections.length}`;
    const b = slot.base === undefined ? undefined : base.sections[slot.base];
    const m = slot.mine === undefined ? undefined : mine.sections[slot.mine];
    const t = slot.theirs === undefined ? undefined : theirs.sections[slot.theirs];
    if (!b) {
      // Added by one side.
      sections.push((m ?? t)!);
      if (!m) out.theirs.push({ pointer: at, kind: "added" });
    } else if (m && t) {
      for (const pointer of differences(b, t, at)) out.theirs.push({ pointer, kind: "changed" });
      sections.push(mergeValue(b, m, t, at, out) as Section);
    } else if (m) {
      // They removed it: gone, unless I changed it (then ask).
      if (same(b, m)) removed.push({ pointer: at, kind: "removed", section: b });
      else {
        out.conflicts.push({ pointer: at, mine: m, theirs: undefined });
        sections.push(m);
      }
    } else if (t && !same(b, t)) {
      // I removed it, they changed it: ask.
      out.conflicts.push({ pointer: at, mine: undefined, theirs: t });
      sections.push(t);
    }
    // Removed by both, or removed by me and untouched by them: gone.
  }
  out.theirs.push(...removed);

  const meta = mergeValue(base.meta, mine.meta, theirs.meta, "/meta", out) as Record<string, unknown>;
  for (const pointer of differences(base.meta, theirs.meta, "/meta")) out.theirs.push({ pointer, kind: "changed" });
  out.page = { ...mine, meta, sections };
  return out;
}

/**
 * A three-way merge of a file that is not a page (the site settings, a collection): key by key, and
 * a list item by item when neither side added or removed one; otherwise the list is asked whole.
 */
export function mergeJson<T>(base: T, mine: T, theirs: T): Merged<T> {
  const out: Merged<T> = { page: mine, conflicts: [], theirs: [] };
  out.theirs = differences(base, theirs, "").map((pointer) => ({ pointer, kind: "changed" }));
  out.page = mergeValue(base, mine, theirs, "", out) as T;
  return out;
}

/** The merged content with the person's choices: for each conflict (by pointer), "mine" or "theirs". */
export function resolve<T>(merged: Merged<T>, choices: Record<string, "mine" | "theirs">): T {
  let page = structuredClone(merged.page);
  const drop: number[] = [];
  for (const c of merged.conflicts) {
    const value = choices[c.pointer] === "theirs" ? c.theirs : c.mine;
    const keys = pointerKeys(c.pointer);
    if (!keys.length) {
      page = structuredClone(value) as T;
      continue;
    }
    if (keys.length === 2 && keys[0] === "sections" && value === undefined) {
      drop.push(Number(keys[1]));
      continue;
    }
    let parent = page as Record<string, unknown> | unknown[];
    for (const key of keys.slice(0, -1)) parent = (parent as Record<string, unknown>)[key] as Record<string, unknown>;
    const last = keys[keys.length - 1]!;
    if (value === undefined) delete (parent as Record<string, unknown>)[last];
    else (parent as Record<string, unknown>)[last] = structuredClone(value);
  }
  // Whole sections chosen away, from the last, so the others keep their places.
  for (const index of drop.sort((a, b) => b - a)) (page as PageJson).sections.splice(index, 1);
  return page;
}
