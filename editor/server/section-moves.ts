import { sectionTitle } from "../../engine/section-title.ts";

type Section = Record<string, unknown>;

/** Which section of a page became which after an edit, by index: what moved, was added or removed. */
export interface SectionMoves {
  /** [index before, index after] of each section kept (changed or not). */
  pairs: [number, number][];
  /** Sections kept whose place among the kept ones changed: their index after, and the way they went. */
  moved: { to: number; up: boolean }[];
  /** Indexes after of sections that are new; indexes before of sections that are gone. */
  added: number[];
  removed: number[];
}

/** The longest run of `values` that rises, as the set of its positions (the sections that stayed put). */
function risingRun(values: number[]): Set<number> {
  const best = values.map(() => 1);
  const back = values.map(() => -1);
  values.forEach((v, i) => {
    for (let k = 0; k < i; k++) if (values[k]! < v && best[k]! + 1 > best[i]!) [best[i], back[i]] = [best[k]! + 1, k];
  });
  const run = new Set<number>();
  for (let i = best.indexOf(Math.max(0, ...best)); i >= 0; i = back[i]!) run.add(i);
  return run;
}

/**
 * Pairs the sections of a page before and after an edit: first those that are unchanged, then those
 * of one kind with the same anchor or title, then those of one kind in order. A kept section that
 * is out of the order the others keep has moved: [A, B, C, Timeline] -> [A, Timeline, B, C] moves
 * Timeline up.
 */
export function sectionMoves(before: Section[], after: Section[]): SectionMoves {
  const pairs: [number, number][] = [];
  const usedBefore = new Set<number>();
  const usedAfter = new Set<number>();
  const match = (alike: (a: Section, b: Section) => boolean) =>
    after.forEach((b, j) => {
      if (usedAfter.has(j)) return;
      const i = before.findIndex((a, i) => !usedBefore.has(i) && alike(a, b));
      if (i < 0) return;
      usedBefore.add(i);
      usedAfter.add(j);
      pairs.push([i, j]);
    });
  match((a, b) => JSON.stringify(a) === JSON.stringify(b));
  const named = (s: Section) => s.id ?? sectionTitle(s);
  match((a, b) => a.type === b.type && named(a) !== undefined && named(a) === named(b));
  match((a, b) => a.type === b.type);
  pairs.sort((x, y) => x[0] - y[0]);
  const afterIndexes = pairs.map(([, j]) => j);
  const stayed = risingRun(afterIndexes);
  const rank = [...afterIndexes].sort((x, y) => x - y);
  const moved = pairs
    .map(([, j], oldRank) => ({ to: j, oldRank, newRank: rank.indexOf(j) }))
    .filter((_, k) => !stayed.has(k))
    .map(({ to, oldRank, newRank }) => ({ to, up: newRank < oldRank }));
  return {
    pairs,
    moved,
    added: after.map((_, j) => j).filter((j) => !usedAfter.has(j)),
    removed: before.map((_, i) => i).filter((i) => !usedBefore.has(i)),
  };
}
