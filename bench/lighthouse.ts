/** One Lighthouse run of one page (mobile, DevTools throttling) and the medians of several. */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { type Flags } from "lighthouse";
import { chromiumPath } from "../tests/browser.ts";
import { BENCH_DIR } from "./builds.ts";
import { median } from "./figures.ts";

export interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  /** What Lighthouse saw as the largest contentful paint (its HTML snippet). */
  lcpElement: string;
}

export function browserPath(): string {
  const found = chromiumPath() ?? chromium.executablePath();
  if (!fs.existsSync(found))
    throw new Error("No Chromium: install Debian's chromium or run `npx playwright install chromium`");
  return found;
}

const REPORTS = path.join(BENCH_DIR, "reports");

/**
 * Lighthouse's own report of the last run per route and build, kept in .bench/reports for a closer
 * look (its bootup-time, mainthread-work-breakdown and long-tasks audits say what costs the TBT).
 */
function keepReport(build: string, url: string, report: unknown) {
  const name = `${build}${new URL(url).pathname.replace(/\//g, "_")}.json`;
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.writeFileSync(path.join(REPORTS, name), typeof report === "string" ? report : JSON.stringify(report));
}

export async function measure(chromePort: number, build: string, url: string): Promise<Sample> {
  const flags: Flags = {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    throttlingMethod: "devtools",
    // The issue asks for gzip sizes: every build's host holds gzip and brotli copies and sends what is asked for.
    extraHeaders: { "Accept-Encoding": "gzip" },
    // Taken after the trace, so it changes no figure; skipping it saves about 1.5 s a run.
    disableFullPageScreenshot: true,
  };
  const result = await lighthouse(url, flags);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  keepReport(build, url, result.report);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const bytes = (filter: (type?: string) => boolean) =>
    requests.filter((r) => filter(r.resourceType)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: bytes((t) => t === "Script"),
    totalBytes: bytes(() => true),
    lcpElement: lcpSnippet(lhr.audits["largest-contentful-paint-element"]?.details),
  };
}

function lcpSnippet(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items ?? [];
  return tables[0]?.items?.[0]?.node?.snippet ?? "";
}

export function medians(samples: Sample[]): Sample {
  const pick = (k: Exclude<keyof Sample, "lcpElement">) => median(samples.map((s) => s[k]));
  return {
    score: pick("score"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    jsBytes: pick("jsBytes"),
    totalBytes: pick("totalBytes"),
    lcpElement: samples.at(-1)?.lcpElement ?? "",
  };
}
