import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { htmlFileOf as builtHtmlFile } from "../../engine/files.server.ts";

/**
 * The JavaScript a prerendered page loads before it is interactive: every module its module script
 * names (the preloads it adds once the page has painted, scripts/lib/paint-first.ts, and the route
 * modules and entry it imports), and any module preload left in <head>. Lazy chunks (carousels, the
 * enquiry form, scroll animations) are not counted: they load after the page has hydrated.
 */
export function firstLoadScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const moduleScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const named = moduleScripts.flatMap((code) => [...code.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  return [...new Set([...preloads, ...named])];
}

export const gzipBytes = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The HTML file that serves an address in a build's client folder: '/bn/about' -> bn/about/index.html;
 * null is the (English) not-found page, '/bn/404' the Bangla one.
 */
export function htmlFileOf(clientDir: string, route: string | null): string {
  return path.join(clientDir, route === null ? "404.html" : builtHtmlFile(route));
}

/** Gzip bytes of a route's first-load JavaScript, and how many files it is. */
export function firstLoadJs(clientDir: string, route: string | null): { bytes: number; files: number } {
  const scripts = firstLoadScripts(fs.readFileSync(htmlFileOf(clientDir, route), "utf8"));
  return { bytes: scripts.reduce((sum, src) => sum + gzipBytes(path.join(clientDir, src)), 0), files: scripts.length };
}
