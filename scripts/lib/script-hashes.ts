import { createHash } from "node:crypto";
import path from "node:path";
import { SCRIPT_HASHES_FILE, type ScriptHashes } from "../../contracts/site-manifest.ts";
import { TAP_KEEPER } from "../../src/generated/tap-keeper.ts";
import { ReleaseBuildError } from "./release-build-error.ts";
import { writeFresh } from "./write-fresh.ts";

/** A script's hash as a Content-Security-Policy source: 'sha256-<base64>'. */
export const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * The inline scripts every page carries from the site's code, whatever its content: the tap keeper
 * (src/app/root.tsx writes src/generated/tap-keeper.ts's TAP_KEEPER) and the empty elements that
 * paint-first leaves where React Router's classic scripts were (scripts/lib/paint-first.ts).
 */
const CODE_SCRIPTS = [TAP_KEEPER, ""];

/** Every <script> element: its attributes and its text (a script ends at the first "</script"). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
/** The types a browser runs; any other (application/ld+json) is data, which no policy governs. */
const RUNS = /^(|module|text\/javascript|application\/javascript)$/i;

/** The text of each inline script of a page that a browser would run. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (RUNS.test(type.trim())) found.push(text);
  }
  return found;
}

/**
 * The hashes a page's policy allows: the code's own scripts and those the build wrote into it
 * (`written`: paint-first's module script). A page that holds any other script to run is a fault
 * (words or settings written into the page as markup): the build stops, naming the page, and
 * nothing of it is published.
 */
export function pageScriptHashes(html: string, written: readonly string[], page: string): string[] {
  const allowed = [...new Set([...CODE_SCRIPTS, ...written].map(cspHash))];
  const foreign = inlineScripts(html).filter((script) => !allowed.includes(cspHash(script)));
  if (foreign.length)
    throw new ReleaseBuildError(
      `The page at ${page} would carry a script that the site's code did not write, so nothing was built and ` +
        "the live site is unchanged: some words or settings reached the page as code. Undo your last change " +
        "and tell a developer what it was.",
      `the script: ${foreign[0]!.slice(0, 200)}`,
    );
  return allowed;
}

/** Writes a build's hashes, its pages in name order (the same bytes from a full and an incremental build). */
export function writeScriptHashes(buildDir: string, hashes: ScriptHashes) {
  const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFresh(path.join(buildDir, SCRIPT_HASHES_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The key of a page's HTML file in the record: 'about/index.html'. */
export const scriptHashesKey = (clientDir: string, file: string) =>
  path.relative(clientDir, file).split(path.sep).join("/");
