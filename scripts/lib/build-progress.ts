/**
 * What a build tells its caller as it goes, so the studio's publish can show where it is: which
 * step it is on, and for the pages, how many of how many are made. A full build runs as a child
 * process (`react-router build`), so what it says comes from its printed lines: React Router's own
 * line for each page it prerenders, and the lines finishBuild prints as it starts each step.
 */
import type { BuildStep } from "../../contracts/publish-progress.ts";

export type { BuildStep };

export type BuildProgress =
  /** Told once the build knows what it must do: its kind ('full', 'content', 'pages') and the pages to render. */
  { step: "plan"; kind: string; pages: number } | { step: BuildStep; done?: number; of?: number };

/** Printed by finishBuild (scripts/lib/finish-build.ts) as each of its steps starts. */
export const FINISH_LINES = {
  finish: "Finishing the pages (their data, the order their scripts run in, the site's files)",
  pictures: "Making the narrower copies of the pictures",
  compress: "Compressing the site's files",
} as const satisfies Partial<Record<BuildStep, string>>;

/** React Router's line for a page it prerendered: "Prerender (html): /about -> build/client/about/index.html". */
const PRERENDERED = /^Prerender \(html\): /;
// Colours, if the child prints them (NO_COLOR is not always set).
// eslint-disable-next-line no-control-regex
const COLOURS = /\x1b\[[0-9;]*m/g;

/**
 * A reader of a full build's output, a chunk at a time, that tells `onProgress` of each page made
 * (of `pages` in all) and each step finishBuild starts.
 */
export function fullBuildOutput(pages: number, onProgress: (progress: BuildProgress) => void) {
  let rest = "";
  let done = 0;
  return (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop()!;
    for (const line of lines.map((l) => l.replace(COLOURS, "").trim())) {
      if (PRERENDERED.test(line)) onProgress({ step: "pages", done: Math.min(++done, pages), of: pages });
      for (const [step, words] of Object.entries(FINISH_LINES))
        if (line === words) onProgress({ step: step as BuildStep });
    }
  };
}
