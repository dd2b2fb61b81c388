import type { BuildProgress, BuildStep } from "../../scripts/lib/build-progress.ts";

/** A publish's steps as the publisher sees them: the build's, and the switch that makes it live. */
export type PublishStep = BuildStep | "switch";

/** A publish or roll back under way, as GET /publish and GET /publish/progress tell the browser. */
export interface Running {
  action: "publish" | "roll back";
  /** The publisher's name. */
  by: string;
  since: string;
  /** Time so far, in milliseconds, when this was read. */
  elapsedMs: number;
  /** The steps so far, in order, each with when it started (ms from the start); the last is under way. */
  steps: { step: PublishStep; atMs: number }[];
  /** Pages made of pages to make, once the build renders. */
  page?: { done: number; of: number };
  /** How long the whole publish should take, from the recent ones (studio/publish/estimate.ts). */
  estimateMs?: number;
}

/** How the last publish ended, kept so that a Publish page opened afterwards still says it. */
export interface Outcome {
  by: string;
  /** When it ended (ISO 8601). */
  at: string;
  tookMs: number;
  /** What went live, in words ("The About Us page is live."), or why nothing was. */
  live?: string;
  problem?: string;
}

/**
 * One publish's progress: what the build tells (scripts/lib/build-progress.ts) turned into the
 * steps a person watches. `estimate` is asked once the build knows its kind and pages.
 */
export function tracker(
  action: Running["action"],
  by: string,
  now: () => number,
  estimate: (kind: string, pages: number) => Promise<number | undefined>,
) {
  const started = now();
  const steps: Running["steps"] = [];
  let page: Running["page"];
  let estimateMs: number | undefined;
  let plan: { kind: string; pages: number } | undefined;
  const enter = (step: PublishStep) => {
    if (steps.at(-1)?.step !== step) steps.push({ step, atMs: now() - started });
  };
  return {
    started,
    enter,
    plan: () => plan,
    /** Told by the build as it goes. */
    build(progress: BuildProgress) {
      if (progress.step === "plan") {
        plan = { kind: progress.kind, pages: progress.pages };
        void estimate(plan.kind, plan.pages).then(
          (ms) => (estimateMs = ms),
          () => undefined,
        );
        return;
      }
      enter(progress.step);
      if (progress.step === "pages" && progress.of !== undefined) page = { done: progress.done ?? 0, of: progress.of };
    },
    view(): Running {
      return {
        action,
        by,
        since: new Date(started).toISOString(),
        elapsedMs: now() - started,
        steps: [...steps],
        ...(page ? { page: { ...page } } : {}),
        ...(estimateMs !== undefined ? { estimateMs } : {}),
      };
    },
  };
}

export type Tracker = ReturnType<typeof tracker>;
