/**
 * `npm run bench:editor`: how long the visual editor's check takes after one keystroke on a big
 * site. Generates a site of 1,000 pages (`--pages`) in a temp folder, beside the site's own: valid
 * pages made by code from the real blocks' examples, with their words written for each page, each
 * linking to others and to their sections. Then changes one field of one page, many times
 * (`--runs`), and times the check of that page against the site prepared once
 * (engine/page-check.server.ts); and, for comparison, the whole-site check the editor's Save
 * makes (`--whole-runs`). Prints the median and 95th percentile of each. Exit 1 if the generated
 * site is not valid or a check finds a problem, since the figures would then measure something else.
 * With `--stall`, also what one editor's check costs everyone else: through the editor's handlers,
 * in the thread that asks and in the worker thread the studio uses (editor/server/handlers/site-cache.ts),
 * a content check with 20,000 unknown fields and a page check of 15,000 questions, each with the
 * longest the event loop was held meanwhile (what /healthz would have waited).
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { copySite } from "../scripts/lib/site-copy.ts";
import { generatedPage } from "./generated-site.ts";
import { checkPage } from "../engine/check-page.server.ts";
import { loadSiteContent } from "../engine/load.server.ts";
import { checkChangedPage, prepareSite } from "../engine/page-check.server.ts";
import { formatProblems } from "../engine/problems.ts";
import type { EditorOperation } from "../contracts/editor-requests.ts";
import { handle } from "../editor/server/handlers/handle.ts";
import { SiteCache } from "../editor/server/handlers/site-cache.ts";
import { FileStore } from "../editor/server/store/file-store.ts";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "1000" },
    runs: { type: "string", default: "50" },
    "whole-runs": { type: "string", default: "5" },
    stall: { type: "boolean", default: false },
  },
});
const count = Number(values.pages);
const runs = Number(values.runs);
const wholeRuns = Number(values["whole-runs"]);
if (![count, runs, wholeRuns].every((n) => Number.isInteger(n) && n > 0)) {
  console.error("--pages, --runs and --whole-runs take whole numbers above 0.");
  process.exit(2);
}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

const site = copySite();
try {
  for (let i = 0; i < count; i++) site.write(`pages/generated/page-${i}.json`, generatedPage(i, count));
  const whole = loadSiteContent(site.root);
  if (whole.problems.length) {
    console.error(`The generated site is not valid:\n${formatProblems(whole.problems.slice(0, 20))}`);
    process.exit(1);
  }
  const started = performance.now();
  const prepared = prepareSite(site.root);
  const prepareMs = performance.now() - started;
  console.log(`Site: ${whole.pages.length} pages (${count} generated), prepared once in ${prepareMs.toFixed(0)} ms.`);

  const file = `generated/page-${Math.floor(count / 2)}.json`;
  const data = JSON.parse(generatedPage(Math.floor(count / 2), count));
  /** The page after its r-th keystroke: one field changed. */
  const edited = (r: number) => {
    data.sections[1].heading = `Edited heading ${r}`;
    return JSON.stringify(data, null, 2) + "\n";
  };
  const time = (check: (text: string) => unknown[], n: number) =>
    Array.from({ length: n }, (_, r) => {
      const text = edited(r);
      const t0 = performance.now();
      const problems = check(text);
      const ms = performance.now() - t0;
      if (problems.length) {
        console.error(`The check found problems in a valid page:\n${JSON.stringify(problems, null, 2)}`);
        process.exit(1);
      }
      return ms;
    });
  const incremental = time((text) => checkChangedPage(prepared, file, text), runs);
  console.log(`Check of the changed page against the prepared site (${runs} runs): ${stats(incremental)}`);
  const wholeSite = time((text) => checkPage(file, text, site.root), wholeRuns);
  console.log(`Whole-site check of the same change (${wholeRuns} runs): ${stats(wholeSite)}`);
  if (values.stall) await stalls(site.root, file, data);
} finally {
  site.remove();
}

/** How long each request took, and the longest the event loop waited meanwhile, here and in the thread. */
async function stalls(root: string, file: string, page: Record<string, unknown>) {
  const content = JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")) as Record<string, unknown>;
  for (let i = 0; i < 20_000; i++) content[`unknown${i}`] = i;
  const questions = structuredClone(page);
  (questions.sections as unknown[]).push({
    type: "faq",
    heading: "Questions people ask us",
    items: Array.from({ length: 15_000 }, (_, i) => ({ question: `Question ${i}?`, answer: `Answer ${i}.` })),
  });
  for (const thread of [false, true]) {
    const cache = new SiteCache(root, { thread });
    const ctx = { store: new FileStore(root), cache, log: console.error, failureHint: "see above." };
    const where = thread ? "in a worker thread" : "in the thread that asks";
    const requests: [string, EditorOperation, unknown][] = [
      ["first check (the site is read)", "check", { file, page }],
      ["check of the changed page", "check", { file, page }],
      ["content check with 20,000 unknown fields", "content-check", { name: "site", content }],
      ["check of a page with 15,000 questions", "check", { file, page: questions }],
    ];
    for (const [name, operation, input] of requests) {
      // A timer every 10 ms: the longest gap between its turns is how long the loop was held.
      let last = performance.now();
      let held = 0;
      const ticks = setInterval(() => {
        const now = performance.now();
        held = Math.max(held, now - last - 10);
        last = now;
      }, 10);
      const started = performance.now();
      const { status } = await handle(operation, input, ctx);
      const ms = performance.now() - started;
      // One more turn of the loop, for the timer to see a hold that ended just now.
      await new Promise((resolve) => setTimeout(resolve, 20));
      clearInterval(ticks);
      const waited = Math.max(0, held).toFixed(0);
      console.log(`Stall ${where}, ${name}: ${status} in ${ms.toFixed(0)} ms, the event loop held up to ${waited} ms`);
    }
    await cache.close();
  }
}
