import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listPageFiles, routesOf } from "../../src/content/files.server.ts";
import { loadSiteContent } from "../../src/content/load.server.ts";
import { ROOT } from "../../src/content/paths.ts";
import { CONTENT_PROBLEMS, formatProblems } from "../../src/content/problems.ts";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../../contracts/site-manifest.ts";
import { inputHash, STAMP_FILE } from "./build-stamp.ts";
import { compress, finishPage, finishSite } from "./finish-build.ts";
import { HYDRATION_DIR } from "./hydration-data.ts";
import { htmlFiles } from "./html-files.ts";
import { RENDERER_DIR } from "./keep-renderer-plugin.ts";
import { writeFresh } from "./write-fresh.ts";

/**
 * What a set of changed files needs. A page's HTML and data come from its own file, the content
 * collections (the header, footer and theme from site.json, the services menu, the blocks that list
 * clients, projects and the like) and public/ (pictures' sizes, inlined SVG); never from another
 * page file (links between pages are checked, not rendered from the other page). So:
 *   - page files only: those pages, and the files that list every page (sitemap, site manifest);
 *   - a content file: every page, with the compiled code reused;
 *   - anything else (code, schemas, public/, packages): a full build.
 */
export type BuildPlan = { kind: "pages"; files: string[] } | { kind: "content" } | { kind: "full"; because: string };

const PAGE = /^pages\//;
const CONTENT = /^content\/[^/]+\.json$/;

/** The plan for these changed files, given as paths from the site's folder ('pages/about.json'). */
export function planBuild(changed: readonly string[]): BuildPlan {
  const files = changed.map((f) => f.split(path.sep).join("/").replace(/^\.\//, ""));
  const other = files.find((f) => !PAGE.test(f) && !CONTENT.test(f));
  if (other !== undefined) return { kind: "full", because: `${other} is neither a page nor a content file` };
  if (files.some((f) => CONTENT.test(f))) return { kind: "content" };
  return { kind: "pages", files: files.map((f) => f.replace(PAGE, "")) };
}

export interface BuildRequest {
  /** The site's folder (default: this repository). */
  root?: string;
  /** The previous finished build (a full build's folder, or an earlier result of this). It is only read. */
  previous: string;
  /** Files changed since `previous` was built, as paths from the site's folder. */
  changed: readonly string[];
  /** The new build's folder, which must not exist yet. It appears whole, or not at all. */
  out: string;
}

export interface BuildResult {
  plan: BuildPlan;
  /** Addresses rendered ('/404' is the not-found page) and addresses whose page was removed. */
  rendered: string[];
  removed: string[];
}

/**
 * A new, whole build in `out` from `previous` and the changed files: the same files, byte for byte,
 * as `npm run build` would make from the same sources, made by rendering only what the change needs
 * with the renderer `previous` kept. Unchanged files are hard links to the previous build's (copies
 * across file systems), never written through. Content problems or a page that fails to render stop
 * it with an Error in plain words, and nothing is written.
 */
export async function buildRelease(request: BuildRequest): Promise<BuildResult> {
  const root = path.resolve(request.root ?? ROOT);
  const previous = path.resolve(request.previous);
  const out = path.resolve(request.out);
  if (fs.existsSync(out))
    throw new Error(`${out} already exists: a build is written to a new folder, never over another one.`);
  const plan = planBuild(request.changed);
  const { problems } = loadSiteContent(root);
  if (problems.length) throw new Error(`${CONTENT_PROBLEMS}, so nothing was built:\n${formatProblems(problems)}`);
  const partial = `${out}.partial-${process.pid}`;
  try {
    const result =
      plan.kind === "full" ? fullBuild(root, partial, plan) : await renderChanges(root, previous, partial, plan);
    fs.renameSync(partial, out);
    return result;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** `npm run build`, into `dir`. */
function fullBuild(root: string, dir: string, plan: BuildPlan): BuildResult {
  const run = spawnSync(process.execPath, [path.join(CODE, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: CODE,
    // SITE_ROOT: the pages and content of `root` (src/content/paths.ts), wherever the code is.
    env: { ...process.env, NODE_ENV: "production", SITE_ROOT: root, BUILD_DIR: dir },
    encoding: "utf8",
  });
  if (run.status !== 0)
    throw new Error(`The full build failed, so nothing was built. What it said:\n${run.stderr || run.stdout}`);
  writeFresh(path.join(dir, path.basename(STAMP_FILE)), inputHash(root));
  return { plan, rendered: [], removed: [] };
}

async function renderChanges(
  root: string,
  previous: string,
  dir: string,
  plan: Exclude<BuildPlan, { kind: "full" }>,
): Promise<BuildResult> {
  if (!fs.existsSync(path.join(previous, RENDERER_DIR, "index.js")))
    throw new Error(
      `The previous build in ${previous} kept no renderer (it is older than incremental builds, or not a ` +
        "finished build): make a full build with `npm run build` first.",
    );
  const pages = listPageFiles(path.join(root, "pages"));
  const routes = routesOf(pages);
  const before = (JSON.parse(fs.readFileSync(path.join(previous, SITE_MANIFEST_FILE), "utf8")) as SiteManifest).routes;
  const removed = before.filter((r) => !routes.includes(r));
  const address = (route: string | null) => route ?? "/404";
  const rendered =
    plan.kind === "content"
      ? pages.map((p) => address(p.route))
      : pages.filter((p) => plan.files.includes(p.file)).map((p) => address(p.route));

  linkTree(previous, dir);
  const client = path.join(dir, "client");
  for (const route of removed) removePage(client, route);
  const written = await renderInChild(previous, root, client, rendered);
  for (let i = 0; i < written.length; i += 2) {
    const [htmlFile, dataFile] = [written[i]!, written[i + 1]!];
    for (const file of [...finishPage(client, htmlFile), dataFile]) compress(file);
  }
  dropUnusedData(client);
  for (const file of finishSite(dir, root)) compress(file);
  writeFresh(path.join(dir, path.basename(STAMP_FILE)), inputHash(root));
  return { plan, rendered, removed };
}

/** `to` made with the folders of `from` and hard links to its files (copies across file systems). */
function linkTree(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else
      try {
        fs.linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        fs.copyFileSync(source, target);
      }
  }
}

/** The files a full build makes for a page, with their compressed copies ('/' is index.html and _root.data). */
function removePage(client: string, route: string) {
  const base = route === "/" ? "" : route.slice(1);
  for (const file of [path.join(base, "index.html"), route === "/" ? "_root.data" : `${base}.data`])
    for (const suffix of ["", ".br", ".gz"]) fs.rmSync(path.join(client, file + suffix), { force: true });
  // The page's folder, and its parents, once nothing else is in them.
  for (let folder = path.join(client, base); folder !== client; folder = path.dirname(folder)) {
    if (!fs.existsSync(folder) || fs.readdirSync(folder).length) break;
    fs.rmdirSync(folder);
  }
}

/** Removes the hydration data files no page names any more (a changed page names a new one). */
function dropUnusedData(client: string) {
  const named = new Set<string>();
  for (const file of htmlFiles(client))
    for (const m of fs.readFileSync(file, "utf8").matchAll(/\/assets\/data\/([0-9a-f]+\.json)/g)) named.add(m[1]!);
  const folder = path.join(client, HYDRATION_DIR);
  for (const name of fs.readdirSync(folder))
    if (!named.has(name.replace(/\.(br|gz)$/, ""))) fs.rmSync(path.join(folder, name));
}

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), "render-worker.ts");
/** The site's code: this repository, whichever folder holds the pages and content. */
const CODE = path.join(path.dirname(WORKER), "../..");

/**
 * Renders the routes into `client` in a child process (scripts/lib/render-worker.ts): with
 * NODE_ENV=production, as the full build renders (React's production build, the content read once
 * and shared by the page's loaders, so that their data comes out the same bytes), and whatever
 * this process already loaded. Returns the HTML and data files written, in pairs.
 */
function renderInChild(previous: string, root: string, client: string, routes: string[]): Promise<string[]> {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER, previous, root, client, ...routes], {
    cwd: CODE,
    env: { ...process.env, NODE_ENV: "production" },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (err += c));
  return new Promise((resolve, reject) =>
    child.on("close", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as string[])
        : reject(new Error(err.trim() || `The page renderer stopped (exit ${code}).`)),
    ),
  );
}
