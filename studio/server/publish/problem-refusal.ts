import type { Problem } from "../../../engine/model.ts";
import { problemsInWords } from "../../../engine/problem-words.server.ts";

/**
 * Why a publish built nothing, for the publisher: the first problem in a person's words (its page by
 * title and address, its section and field, what is wrong), how many more, and what to do. The
 * message follows "Nothing was published: ". `root` is the snapshot the build checked.
 */
export function contentProblemWords(problems: readonly Problem[], root: string): string {
  const [first = ""] = problemsInWords(problems.slice(0, 1), root);
  const more = problems.length - 1;
  const others = more
    ? ` There ${more === 1 ? "is 1 more problem" : `are ${more} more problems`}, listed under Problems on their pages in the editor.`
    : "";
  return `${first.replace(/\.?$/, ".")}${others} Open the page, fix it, save, then publish again.`;
}
