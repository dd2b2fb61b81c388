import type { Problem } from "../../engine/model.ts";

/**
 * Why a new build of the site was not made (scripts/lib/incremental-build.ts): its message is for
 * the publisher, in plain words (what is wrong, and what to do), and names no file of the server's;
 * whatever a tool said (a compiler's output, a renderer's error) is its `cause`, for the log only.
 * Nothing was written when it is thrown, and the live site is as it was.
 */
export class ReleaseBuildError extends Error {
  constructor(
    message: string,
    cause?: unknown,
    /** The content problems that stopped it, for a publisher's words (the message is validate's). */
    readonly problems?: readonly Problem[],
  ) {
    super(message, { cause });
    this.name = "ReleaseBuildError";
  }
}
