/**
 * The three builds bench:web measures, in .bench/: the site as shipped (prerendered HTML that
 * hydrates), a client-only SPA of the same pages, and the no-JS floor (the shipped HTML with every
 * script that runs taken out: what the page costs when nothing runs, the best the shipped build can do).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { precompress } from "../scripts/lib/finish-build.ts";
import { htmlFiles } from "../scripts/lib/html-files.ts";
import { ROOT } from "./server-process.ts";

const { BROTLI_PARAM_QUALITY } = constants;

export const BENCH_DIR = path.join(ROOT, ".bench");
export const BUILDS = ["prerendered", "floor", "spa"] as const;
export type Build = (typeof BUILDS)[number];
/** Each build's client folder: what its static host serves. */
export const CLIENT_DIR: Record<Build, string> = {
  prerendered: path.join(BENCH_DIR, "prerendered", "client"),
  floor: path.join(BENCH_DIR, "floor", "client"),
  spa: path.join(BENCH_DIR, "spa", "client"),
};

function run(command: string, argv: string[], env: Record<string, string>) {
  const result = spawnSync(command, argv, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(" ")} failed (exit ${result.status})`);
}

export function buildAll() {
  const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
  console.log("building the prerendered site into .bench/prerendered ...");
  run(bin("react-router"), ["build"], { BUILD_DIR: path.join(BENCH_DIR, "prerendered") });
  console.log("building the client-only SPA into .bench/spa ...");
  run(bin("vite"), ["build", "--config", "bench/spa/vite.config.ts", "--logLevel", "error"], {
    SPA_OUT_DIR: CLIENT_DIR.spa,
  });
  precompress(CLIENT_DIR.spa);
  console.log("writing the no-JS floor into .bench/floor ...");
  writeFloor(CLIENT_DIR.prerendered, CLIENT_DIR.floor);
}

/**
 * Every script and module preload taken out of a page; nothing else changes. Structured data
 * (<script type="application/ld+json">) stays: it is data for search engines, never run, and the
 * page without scripts still carries it.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** A copy of a prerendered client folder whose HTML runs no script (compressed copies rewritten too). */
export function writeFloor(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  for (const file of htmlFiles(to)) {
    const html = Buffer.from(stripScripts(fs.readFileSync(file, "utf8")));
    fs.writeFileSync(file, html);
    // The same compression the build gives its HTML (scripts/lib/finish-build.ts).
    fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    fs.writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
