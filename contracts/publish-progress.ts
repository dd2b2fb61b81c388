/**
 * A publish under way and how the last one ended, as the studio's GET /publish and
 * GET /publish/progress tell the Publish page: one shape for the studio (studio/server/publish/progress.ts)
 * and the browser (studio/client/PublishProgress.tsx).
 */

/** The steps a build reports as it goes (scripts/lib/build-progress.ts). */
export type BuildStep = "check" | "code" | "pages" | "finish" | "pictures" | "compress";

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
  /** How long the whole publish should take, from the recent ones (studio/server/publish/estimate.ts). */
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
