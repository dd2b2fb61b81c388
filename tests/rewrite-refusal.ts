import { expect } from "vitest";
import { RewriteShapeError } from "../scripts/lib/rewrite-shape.ts";

/**
 * The message of the RewriteShapeError that `rewrite` stops with (scripts/lib/rewrite-shape.ts); a
 * failure if it throws another error, or goes on.
 */
export function refusal(rewrite: () => unknown): string {
  try {
    rewrite();
  } catch (error) {
    expect(error).toBeInstanceOf(RewriteShapeError);
    return (error as Error).message;
  }
  throw new Error("the rewrite went on with what it does not know");
}
