import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a prerendered page loads before it is interactive: its module preloads and the
 * entry script's static imports, as named in the HTML. Lazy chunks (carousels, the enquiry form,
 * scroll animations) are not counted: they load after the page has hydrated.
 */
export function firstLoadScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const imports = [...html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set([...preloads, ...imports])];
}

export const gzipBytes = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The HTML file that serves `route` in a build's client folder (null: the not-found page). */
export function htmlFileOf(clientDir: string, route: string | null): string {
  const rel = route === null ? "404.html" : route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
  return path.join(clientDir, rel);
}

/** Gzip bytes of a route's first-load JavaScript, and how many files it is. */
export function firstLoadJs(clientDir: string, route: string | null): { bytes: number; files: number } {
  const scripts = firstLoadScripts(fs.readFileSync(htmlFileOf(clientDir, route), "utf8"));
  return { bytes: scripts.reduce((sum, src) => sum + gzipBytes(path.join(clientDir, src)), 0), files: scripts.length };
}
