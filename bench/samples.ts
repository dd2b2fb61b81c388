/**
 * bench:web's runs, kept in .bench/samples.json as they are measured, so that a long measurement
 * survives an interruption and can be continued (`--resume`) or given more runs later, on the same
 * builds. The file names the builds it was measured on by a fingerprint of their files: runs of one
 * set of builds are never mixed with runs of another.
 */
import fs from "node:fs";
import { hashFiles } from "../scripts/lib/build-stamp.ts";
import type { Build } from "./builds.ts";
import type { Sample } from "./lighthouse.ts";
import type { QuickRun } from "./quick-runs.ts";
import type { Control, TapRun } from "./tap-probe.ts";
import type { TapRuns } from "./tap-report.ts";

/** The builds the LCP ratio and the TBT difference compare, and so the ones with quick runs. */
export const QUICK_BUILDS = ["prerendered", "floor"] as const satisfies readonly Build[];
export type QuickBuild = (typeof QUICK_BUILDS)[number];

/**
 * The store's layout: 2 since quick runs keep TBT beside LCP (before, a quick run was its LCP alone).
 * A store of another layout is not read: its runs cannot be continued.
 */
const STORE_FORMAT = 2;

export interface SampleStore {
  format: typeof STORE_FORMAT;
  fingerprint: string;
  /** Every Lighthouse run so far, by route and build, in the order measured. */
  routes: Record<string, Partial<Record<Build, Sample[]>>>;
  /** Every quick run so far, by route and build, in the order measured. */
  quick?: Record<string, Partial<Record<QuickBuild, QuickRun[]>>>;
  /**
   * Every interaction run so far (of the shipped build), by route and control, in the order measured;
   * "none" where the page has no such control. Added after format 2 without changing it: a store
   * without them resumes with all of them still to measure.
   */
  taps?: Record<string, TapRuns>;
}

/**
 * A hash of every file the static hosts serve, under the builds' folders named relative to `root`
 * (names and contents; the compressed copies follow from the rest and are left out). Two sets of
 * builds with the same fingerprint serve the same bytes.
 */
export function fingerprint(root: string, dirs: string[]): string {
  return hashFiles(root, dirs, /\.(gz|br)$/).slice(0, 16);
}

/** A new, empty store for builds of this fingerprint. */
export function newStore(fingerprint: string): SampleStore {
  return { format: STORE_FORMAT, fingerprint, routes: {} };
}

/** The store in `file`, or null when there is none, or it is damaged, or of an earlier layout. */
export function readStore(file: string): SampleStore | null {
  if (!fs.existsSync(file)) return null;
  try {
    const store = JSON.parse(fs.readFileSync(file, "utf8")) as SampleStore;
    return store.format === STORE_FORMAT &&
      typeof store.fingerprint === "string" &&
      store.routes &&
      typeof store.routes === "object"
      ? store
      : null;
  } catch {
    return null;
  }
}

/** Written whole to a temporary file and renamed over the old one, so an interruption never leaves half a file. */
export function writeStore(file: string, store: SampleStore) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(store));
  fs.renameSync(temporary, file);
}

/** How many runs of a build a route already has in the store. */
export function runsHeld(store: SampleStore, route: string, build: Build): number {
  return store.routes[route]?.[build]?.length ?? 0;
}

export function addRun(store: SampleStore, route: string, build: Build, sample: Sample) {
  ((store.routes[route] ??= {})[build] ??= []).push(sample);
}

/** The first `runs` runs of a build on a route (fewer if fewer were measured). */
export function runsOf(store: SampleStore, route: string, build: Build, runs: number): Sample[] {
  return (store.routes[route]?.[build] ?? []).slice(0, runs);
}

export function quickRunsHeld(store: SampleStore, route: string, build: QuickBuild): number {
  return store.quick?.[route]?.[build]?.length ?? 0;
}

export function addQuickRun(store: SampleStore, route: string, build: QuickBuild, run: QuickRun) {
  (((store.quick ??= {})[route] ??= {})[build] ??= []).push(run);
}

/** The first `runs` quick runs of a build on a route (fewer if fewer were measured). */
export function quickRunsOf(store: SampleStore, route: string, build: QuickBuild, runs: number): QuickRun[] {
  return (store.quick?.[route]?.[build] ?? []).slice(0, runs);
}

/** How many interaction runs of a control a route already has; a control the page does not have needs none. */
export function tapRunsHeld(store: SampleStore, route: string, control: Control): number {
  const runs = store.taps?.[route]?.[control];
  return runs === "none" ? Infinity : (runs?.length ?? 0);
}

/** Keeps a run, or null: the page has no such control. */
export function addTapRun(store: SampleStore, route: string, control: Control, run: TapRun | null) {
  const controls = ((store.taps ??= {})[route] ??= {});
  const runs = controls[control];
  if (run === null) controls[control] = "none";
  else if (Array.isArray(runs)) runs.push(run);
  else controls[control] = [run];
}

/** The first `runs` interaction runs of each control on a route (fewer if fewer were measured). */
export function tapRunsOf(store: SampleStore, route: string, runs: number): TapRuns {
  const held = store.taps?.[route] ?? {};
  return Object.fromEntries(
    Object.entries(held).map(([control, list]) => [control, list === "none" ? list : list.slice(0, runs)]),
  );
}
