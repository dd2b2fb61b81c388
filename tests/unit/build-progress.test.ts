import { describe, expect, it } from "vitest";
import { FINISH_LINES, fullBuildOutput, type BuildProgress } from "../../scripts/lib/build-progress.ts";

// A full build runs as a child process: its progress comes from what it prints, in chunks that
// need not end at a line's end, React Router's line per page and finishBuild's per step.
describe("a full build's output read as progress", () => {
  it("counts React Router's prerendered pages across chunks and names finishBuild's steps", () => {
    const told: BuildProgress[] = [];
    const read = fullBuildOutput(3, (p) => told.push(p));
    read("vite v7 building for production...\n\x1b[32mPrerender (html): / -> \x1b[1mbuild/client/index.html\x1b[22m\n");
    read("Prerender (data): /about -> build/client/about.data\nPrerender (ht");
    read("ml): /about -> build/client/about/index.html\n");
    read(`Prerender (html): /404 -> build/client/404/index.html\n${FINISH_LINES.finish}\n`);
    read(`${FINISH_LINES.pictures}\n${FINISH_LINES.compress}\n`);
    expect(told).toEqual([
      { step: "pages", done: 1, of: 3 },
      { step: "pages", done: 2, of: 3 },
      { step: "pages", done: 3, of: 3 },
      { step: "finish" },
      { step: "pictures" },
      { step: "compress" },
    ]);
  });
});
