/** bench:web's interaction runs in its report: what a control's runs add up to, their goals, lines and table. */
import { median, NONE, past, seconds } from "./figures.ts";
import { type Control, CONTROLS, type TapRun } from "./tap-probe.ts";

/**
 * The goals, on Lighthouse's mobile profile: no tap lost, and the effect on screen within this many ms
 * of the first tap, whenever after the first paint the visitor taps.
 */
export const TAP_GOALS_MS: Record<Control, number> = { menu: 100, faq: 100, block: 1000 };

const LABELS: Record<Control, string> = { menu: "menu", faq: "FAQ", block: "block control" };

/** A route's interaction runs by control, "none" where the page has no such control. */
export type TapRuns = Partial<Record<Control, TapRun[] | "none">>;

/** The taps a run needed: those that reached the page before its effect (the last brought it); null if none did. */
export function tapsNeeded(run: TapRun): number | null {
  return run.effect === null ? null : run.taps.filter((t) => t <= run.effect!).length;
}

/** Median and worst of a figure over runs; a run without an effect counts as never (Infinity). */
export interface Spread {
  median: number;
  worst: number;
}

export interface TapSummary {
  runs: number;
  /** Every tap that brought no effect, over all runs (all of a run's taps when none did). */
  lost: number;
  /** Every tap made, over all runs. */
  taps: number;
  needed: Spread;
  /** ms from a run's first tap to its effect: what the visitor waited. */
  fromFirstTap: Spread;
  /** ms from the tap that brought the effect to the effect: how quickly a tap is answered once it is heard. */
  fromLastTap: Spread;
  /**
   * Medians, ms from the start of the navigation: the first paint, when the control was on screen, and
   * when its effect was (never if it never was in half the runs or more).
   */
  paint: number;
  visible: number;
  effect: number;
}

const spread = (values: number[]): Spread => ({ median: median(values), worst: Math.max(...values) });

export function summarize(runs: TapRun[]): TapSummary {
  const needed = runs.map((r) => tapsNeeded(r) ?? Infinity);
  const last = (r: TapRun) => r.taps.filter((t) => t <= r.effect!).at(-1)!;
  return {
    runs: runs.length,
    lost: runs.reduce((sum, r, i) => sum + (Number.isFinite(needed[i]) ? needed[i]! - 1 : r.taps.length), 0),
    taps: runs.reduce((sum, r) => sum + r.taps.length, 0),
    needed: spread(needed),
    fromFirstTap: spread(runs.map((r) => (r.effect === null ? Infinity : r.effect - r.taps[0]!))),
    fromLastTap: spread(runs.map((r) => (r.effect === null ? Infinity : r.effect - last(r)))),
    paint: median(runs.map((r) => r.paint)),
    visible: median(runs.map((r) => r.visible)),
    effect: median(runs.map((r) => r.effect ?? Infinity)),
  };
}

/** The controls of a route that have runs, with their summaries, in CONTROLS' order. */
function measured(taps: TapRuns | undefined): [Control, TapSummary][] {
  return CONTROLS.flatMap((c) => {
    const runs = taps?.[c];
    return Array.isArray(runs) && runs.length ? [[c, summarize(runs)] as [Control, TapSummary]] : [];
  });
}

const wait = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "never");
const count = (v: number) => (Number.isFinite(v) ? String(v) : "never");
const at = (v: number) => (Number.isFinite(v) ? seconds(v) : "never");

/** The goals a route's taps miss, worded as the other targets' misses are ("menu taps lost 9 of 14 > 0"). */
export function tapMisses(taps: TapRuns | undefined): string[] {
  return measured(taps).flatMap(([control, s]) => {
    const label = LABELS[control];
    const goal = TAP_GOALS_MS[control];
    const out: string[] = [];
    if (s.lost > 0) out.push(`${label} taps lost ${s.lost} of ${s.taps} > 0`);
    const worst = s.fromFirstTap.worst;
    if (!Number.isFinite(worst)) out.push(`${label} tap to effect never (no tap brought it in a run)`);
    else if (worst > goal) out.push(`${label} tap to effect ${past(worst, goal, 0)} ms > ${goal} ms`);
    return out;
  });
}

/**
 * The console's lines for a route's taps: 'taps ×5  menu "Open menu": lost 9 of 14, needed 3 (worst 4),
 * first tap → effect 3120 ms (worst 4020 ms), last tap → effect 210 ms (worst 690 ms); on screen at
 * 1.83 s (first paint 1.41 s), effect at 4.95 s', or 'taps  FAQ: none on this page'.
 */
export function tapLines(taps: TapRuns | undefined): string[] {
  const summaries = new Map(measured(taps));
  return CONTROLS.flatMap((control) => {
    const runs = taps?.[control];
    if (runs === "none") return [`    taps  ${LABELS[control]}: none on this page`];
    const s = summaries.get(control);
    if (!s) return [];
    const name = (runs as TapRun[])[0]!.name;
    return [
      `    taps ×${s.runs}  ${LABELS[control]} "${name.slice(0, 60)}": lost ${s.lost} of ${s.taps}, ` +
        `needed ${count(s.needed.median)} (worst ${count(s.needed.worst)}), ` +
        `first tap → effect ${wait(s.fromFirstTap.median)} (worst ${wait(s.fromFirstTap.worst)}), ` +
        `last tap → effect ${wait(s.fromLastTap.median)} (worst ${wait(s.fromLastTap.worst)}); ` +
        `on screen at ${seconds(s.visible)} (first paint ${seconds(s.paint)}), effect at ${at(s.effect)}`,
    ];
  });
}

/** bench/results.md's table of taps: a row per route and control, for the routes that had interaction runs. */
export function tapTable(rows: { route: string; taps?: TapRuns }[]): string[] {
  const withTaps = rows.filter((r) => r.taps && Object.keys(r.taps).length);
  if (!withTaps.length) return [];
  const lines = [
    "| Route | Control | Tapped | Runs | Taps lost | Taps needed | Most taps needed | First paint | On screen at | " +
      "Effect at | First tap → effect | Worst first tap → effect | Last tap → effect | Worst last tap → effect | Goal |",
    "| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const { route, taps } of withTaps) {
    const summaries = new Map(measured(taps));
    for (const control of CONTROLS) {
      const runs = taps![control];
      const s = summaries.get(control);
      if (runs === "none")
        lines.push(`| ${route} | ${LABELS[control]} | none on this page | ${Array(11).fill(NONE).join(" | ")} | — |`);
      if (!s) continue;
      const met = !tapMisses({ [control]: runs }).length;
      lines.push(
        `| ${route} | ${LABELS[control]} | ${(runs as TapRun[])[0]!.name.replace(/\|/g, "\\|")} | ${s.runs} | ` +
          `${s.lost} of ${s.taps} | ${count(s.needed.median)} | ${count(s.needed.worst)} | ${seconds(s.paint)} | ` +
          `${seconds(s.visible)} | ${at(s.effect)} | ${wait(s.fromFirstTap.median)} | ${wait(s.fromFirstTap.worst)} | ` +
          `${wait(s.fromLastTap.median)} | ${wait(s.fromLastTap.worst)} | ${met ? "met" : "missed"} |`,
      );
    }
  }
  return lines;
}
