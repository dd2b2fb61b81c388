import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib, { brotliCompressSync, gzipSync } from "node:zlib";
import { htmlFileOf, listPageFiles, NOT_FOUND_ADDRESSES } from "../../engine/files.server.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localePath } from "../../src/lib/locale.ts";
import { ROOT } from "../../engine/paths.ts";
import type { SiteSettings } from "../../src/generated/schema.ts";
import { SITE_MANIFEST_FILE } from "../../contracts/site-manifest.ts";
import { externalizeFile, externalizeHydrationData } from "./hydration-data.ts";
import { paintFirstEverywhere, paintFirstFile } from "./paint-first.ts";
import { writeScriptHashes } from "./script-hashes.ts";
import { writeBuildSource } from "./build-source.ts";
import { FINISH_LINES } from "./build-progress.ts";
import { makeResponsiveSizes } from "./responsive-images.ts";
import { shapeChanged, type Rewrite } from "./rewrite-shape.ts";
import { siteManifest } from "./site-manifest.ts";
import { writeFresh } from "./write-fresh.ts";

/** The move of the prerendered not-found pages (registered in scripts/lib/rewrite-register.ts). */
export const NOT_FOUND_MOVE: Rewrite = {
  name: "not-found page",
  source: "React Router's prerender",
  module: "scripts/lib/finish-build.ts",
};

/**
 * After React Router has prerendered every route: the not-found page becomes 404.html (the
 * server answers unknown URLs with it and status 404), each page's hydration data moves to a file
 * of its own (scripts/lib/hydration-data.ts), each page asks for and runs its scripts only once it
 * has painted (scripts/lib/paint-first.ts), the route list is written for the server, and each raster
 * picture gets the narrower copies its srcset names (scripts/lib/responsive-images.ts).
 */
export async function finishBuild({ reactRouterConfig }: { reactRouterConfig: { buildDirectory: string } }) {
  const buildDir = path.resolve(ROOT, reactRouterConfig.buildDirectory);
  const clientDir = path.join(buildDir, "client");
  // Each step's line tells the studio's publish where the build is (scripts/lib/build-progress.ts).
  console.log(FINISH_LINES.finish);
  // '/404' -> 404.html, '/bn/404' -> bn/404.html.
  for (const address of NOT_FOUND_ADDRESSES) {
    const prerendered = path.join(clientDir, address.slice(1), "index.html");
    if (!fs.existsSync(prerendered))
      shapeChanged(
        NOT_FOUND_MOVE,
        path.relative(ROOT, clientDir),
        `the page prerendered for "${address}" in ${address.slice(1)}/index.html`,
      );
    fs.renameSync(prerendered, path.join(clientDir, htmlFileOf(address)));
    fs.rmSync(path.join(clientDir, address.slice(1)), { recursive: true, force: true });
  }
  // React Router writes a client-rendering fallback page; every route is prerendered, so it is unused.
  fs.rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
  externalizeHydrationData(clientDir);
  writeScriptHashes(buildDir, paintFirstEverywhere(clientDir));
  writeBuildSource(buildDir, ROOT);
  finishSite(buildDir, ROOT);
  console.log(FINISH_LINES.pictures);
  await makeResponsiveSizes(clientDir);
  console.log(FINISH_LINES.compress);
  precompress(clientDir);
}

/**
 * The steps one freshly rendered page needs (scripts/lib/incremental-build.ts runs them page by page;
 * a full build runs each over every page above): its hydration data moved out, then paint first.
 * Returns the files written, to be compressed, and the hashes of the scripts the page may run.
 */
export function finishPage(clientDir: string, file: string): { written: string[]; scripts: string[] } {
  const dataFile = externalizeFile(clientDir, file);
  const scripts = paintFirstFile(clientDir, file);
  return { written: [file, dataFile], scripts };
}

/**
 * The files that list the whole site, from the sources under `root`: the server's site manifest,
 * sitemap.xml, robots.txt and the web app manifest. Returns those under client/, to be compressed.
 */
export function finishSite(buildDir: string, root: string): string[] {
  const site = JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")) as SiteSettings;
  writeFresh(path.join(buildDir, SITE_MANIFEST_FILE), JSON.stringify(siteManifest(root), null, 2));
  return writeDiscoveryFiles(path.join(buildDir, "client"), site, root);
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|data)$/;

/**
 * Brotli and gzip copies of every text file over 1 KiB, made once here at the highest levels, so
 * the server sends them as they are instead of compressing on every request.
 */
export function precompress(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else compress(file);
  }
}

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };
const compressible = (file: string) => COMPRESSIBLE.test(file) && fs.statSync(file).size > 1024;

/** The brotli and gzip copies of one file, if it is text over 1 KiB (precompress above). */
export function compress(file: string) {
  if (!compressible(file)) return;
  const body = fs.readFileSync(file);
  writeFresh(`${file}.br`, brotliCompressSync(body, BROTLI));
  writeFresh(`${file}.gz`, gzipSync(body, GZIP));
}

const [brotliAside, gzipAside] = [promisify(zlib.brotliCompress), promisify(zlib.gzip)];

/**
 * compress, with the work on libuv's threads: the same bytes, while this thread goes on (an
 * incremental build finishes the next page meanwhile).
 */
export async function compressAside(file: string) {
  if (!compressible(file)) return;
  const body = fs.readFileSync(file);
  const [br, gz] = await Promise.all([brotliAside(body, BROTLI), gzipAside(body, GZIP)]);
  writeFresh(`${file}.br`, br);
  writeFresh(`${file}.gz`, gz);
}

/**
 * sitemap.xml (every indexable page in every language, each with its editions in the other
 * languages and English as x-default), robots.txt pointing to it, and the web app manifest.
 */
function writeDiscoveryFiles(clientDir: string, site: SiteSettings, root: string): string[] {
  const pagesDir = path.join(root, "pages");
  const indexable = listPageFiles(pagesDir)
    .filter((p) => p.route !== null)
    .filter((p) => !JSON.parse(fs.readFileSync(path.join(pagesDir, p.file), "utf8")).meta.noindex)
    .map((p) => p.route!)
    .sort();
  const url = (route: string) => escapeXml(site.baseUrl + (route === "/" ? "/" : route));
  const alternates = (route: string) => [
    ...LOCALES.map(
      (l) => `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${url(localePath(route, l))}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(localePath(route, DEFAULT_LOCALE))}"/>`,
  ];
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...LOCALES.flatMap((l) =>
      indexable.flatMap((r) => [`  <url>`, `    <loc>${url(localePath(r, l))}</loc>`, ...alternates(r), `  </url>`]),
    ),
    "</urlset>",
    "",
  ].join("\n");
  const written = ["sitemap.xml", "robots.txt", "site.webmanifest"].map((f) => path.join(clientDir, f));
  writeFresh(written[0]!, sitemap);
  writeFresh(written[1]!, `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`);
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    display: "browser",
    background_color: site.theme.colors.surface,
    theme_color: site.theme.colors.primary,
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
  };
  writeFresh(written[2]!, JSON.stringify(manifest, null, 2));
  return written;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
