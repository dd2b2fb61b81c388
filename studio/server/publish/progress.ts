import type { Outcome, PublishStep, Running } from "../../../contracts/publish-progress.ts";
import type { BuildProgress } from "../../../scripts/lib/build-progress.ts";

export type { Outcome, PublishStep, Running };

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
