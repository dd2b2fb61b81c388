import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  addressesOf,
  htmlFileOf,
  isNotFoundAddress,
  listPageFiles,
  NOT_FOUND_ADDRESSES,
} from "../../engine/files.server.ts";
import { LOCALES, localePath } from "../../src/lib/locale.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import { ROOT } from "../../engine/paths.ts";
import type { SiteContent } from "../../engine/model.ts";
import { CONTENT_PROBLEMS, formatProblems } from "../../engine/problems.ts";
import {
  readScriptHashes,
  routeFile,
  SCRIPT_HASHES_FILE,
  SITE_MANIFEST_FILE,
  type SiteManifest,
} from "../../contracts/site-manifest.ts";
import { RASTER_IMAGE } from "../../src/lib/responsive-images.ts";
import { inputHash, STAMP_FILE } from "./build-stamp.ts";
import { writeBuildSource } from "./build-source.ts";
import { fullBuildOutput, type BuildProgress } from "./build-progress.ts";
import { compressAside, finishPage, finishSite } from "./finish-build.ts";
import { HYDRATION_DIR } from "./hydration-data.ts";
import { RENDERER_DIR } from "./keep-renderer-plugin.ts";
import { ReleaseBuildError } from "./release-build-error.ts";
import { renderPages } from "./render-pages.ts";
import { scriptHashesKey, writeScriptHashes } from "./script-hashes.ts";
import { copiesOf, makeCopiesOf } from "./responsive-images.ts";
import { writeFresh } from "./write-fresh.ts";
import { CODE_ROOT } from "../../contracts/code-root.ts";

export { ReleaseBuildError };

/**
 * What a set of changed files needs. A page's HTML and data come from its own file, the content
 * collections (the header, footer and theme from site.json, the services menu, the blocks that list
 * clients, projects and the like) and public/ (small SVGs are inlined); never from another page file
 * (links between pages are checked, not rendered from the other page), and never from a raster
 * picture's bytes (its width and height are in the file that shows it, checked against the picture).
 * So:
 *   - page files and raster pictures only: those pages, the pictures with their narrower copies, and
 *     the files that list every page (sitemap, site manifest);
 *   - a content file, or any other file of public/ (an SVG, the favicon): every page, with the
 *     compiled code reused, and the changed files of public/;
 *   - anything else (code, schemas, packages): a full build.
 * `public` lists the changed files of public/ ('images/uploads/team.webp'), added, edited and
 * deleted alike, which the build copies from the site's folder (or removes) with their copies.
 */
export type BuildPlan =
  | { kind: "pages"; files: string[]; public: string[] }
  | { kind: "content"; public: string[] }
  | { kind: "full"; because: string };

const PAGE = /^pages\//;
const CONTENT = /^content\/[^/]+\.json$/;
const PUBLIC = /^public\//;
/** A translation is of a page or of a content file: 'i18n/bn/pages/about.json' counts as pages/about.json. */
const TRANSLATION = /^i18n\/[a-z]{2}\/(?=pages\/|content\/)/;

/** The plan for these changed files, given as paths from the site's folder ('pages/about.json'). */
export function planBuild(changed: readonly string[]): BuildPlan {
  const files = [
    ...new Set(changed.map((f) => f.split(path.sep).join("/").replace(/^\.\//, "").replace(TRANSLATION, ""))),
  ];
  const other = files.find((f) => !PAGE.test(f) && !CONTENT.test(f) && !PUBLIC.test(f));
  if (other !== undefined)
    return { kind: "full", because: `${other} is neither a page, a content file nor a file of public/` };
  const publicFiles = files.filter((f) => PUBLIC.test(f)).map((f) => f.replace(PUBLIC, ""));
  if (files.some((f) => CONTENT.test(f)) || publicFiles.some((f) => !RASTER_IMAGE.test(f)))
    return { kind: "content", public: publicFiles };
  return {
    kind: "pages",
    files: files.filter((f) => PAGE.test(f)).map((f) => f.replace(PAGE, "")),
    public: publicFiles,
  };
}

export interface BuildRequest {
  /**
   * The site's folder: pages/, content/ and public/ (default: this repository). It may be another
   * checkout of the site, such as the studio's, whose node_modules is a link to this repository's:
   * the code that renders is always this repository's (its kept renderer, or its full build).
   */
  root?: string;
  /**
   * The previous finished build (a full build's folder, or an earlier result of this). It is only
   * read. Absent (nothing published yet): a full build.
   */
  previous?: string;
  /**
   * Every file changed since `previous` was built, as paths relative to `root` ('pages/about.json',
   * 'content/site.json'), added, edited and deleted alike: in a git checkout, what
   * `git diff --name-only <commit previous was built from> HEAD` prints. A file left out is a page
   * left stale: when in doubt, name more (any path outside pages/ and content/ makes a full build).
   */
  changed: readonly string[];
  /** The new build's folder, which must not exist yet. It appears whole, or not at all. */
  out: string;
  /** Told how long each step took, in milliseconds, as it ends (bench/incremental.ts prints them). */
  onStep?: (step: string, ms: number) => void;
  /** Told where the build is as it goes (the studio's publish shows it): scripts/lib/build-progress.ts. */
  onProgress?: (progress: BuildProgress) => void;
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
 * with the renderer `previous` kept (see BuildPlan). Unchanged files are hard links to the previous
 * build's (copies across file systems), never written through, so `previous` may be the live build.
 * The studio's publish calls this, then makes `out` live. It throws a ReleaseBuildError, whose
 * message is for the publisher, when the content has problems (the lines of `npm run validate`), a
 * page cannot be rendered, the full build fails, `previous` kept no renderer or `out` exists; then
 * nothing is written.
 */
export async function buildRelease(request: BuildRequest): Promise<BuildResult> {
  const root = path.resolve(request.root ?? ROOT);
  const previous = request.previous === undefined ? undefined : path.resolve(request.previous);
  const out = path.resolve(request.out);
  if (fs.existsSync(out))
    throw new ReleaseBuildError(
      `The new build's folder (${path.basename(out)}) already exists: a build is written to a new folder, never over another one.`,
    );
  const plan: BuildPlan = previous
    ? planBuild(request.changed)
    : { kind: "full", because: "there is no previous build" };
  const step = timer(request.onStep);
  const progress = request.onProgress ?? (() => {});
  progress({ step: "check" });
  const content = step("check the content", () => loadSiteContent(root));
  if (content.problems.length)
    throw new ReleaseBuildError(
      `${CONTENT_PROBLEMS}, so nothing was built:\n${formatProblems(content.problems)}`,
      undefined,
      content.problems,
    );
  const partial = `${out}.partial-${process.pid}`;
  try {
    const result =
      plan.kind === "full"
        ? await step.async("full build", () => fullBuild(root, partial, plan, progress))
        : await renderChanges(root, previous!, partial, plan, content, step, progress);
    fs.renameSync(partial, out);
    return result;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * `npm run build` of this repository's code with `root`'s pages and content, into `dir`. It is made in
 * a folder under this code's node_modules, then moved: React Router prerenders from the server build
 * it writes beside the pages, whose imports of packages are found only from a folder in that tree
 * (a release folder or the studio's checkout need not be).
 */
async function fullBuild(
  root: string,
  dir: string,
  plan: BuildPlan,
  progress: (progress: BuildProgress) => void,
): Promise<BuildResult> {
  // Every page file's addresses and the not-found pages, as react-router.config.ts lists them.
  const pages = addressesOf(listPageFiles(path.join(root, "pages"))).length + NOT_FOUND_ADDRESSES.length;
  progress({ step: "plan", kind: "full", pages });
  progress({ step: "code" });
  const scratch = path.join(CODE, "node_modules/.cache/full-builds");
  fs.mkdirSync(scratch, { recursive: true });
  const made = fs.mkdtempSync(path.join(scratch, "build-"));
  try {
    // A child that is waited for, not run synchronously: the studio keeps answering (logins,
    // saves, its health check) through a build that takes minutes.
    const run = await runChild(process.execPath, [path.join(CODE, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: CODE,
      // SITE_ROOT: the pages and content of `root` (engine/paths.ts), wherever the code is.
      env: { ...process.env, NODE_ENV: "production", SITE_ROOT: root, BUILD_DIR: made },
      onOutput: fullBuildOutput(pages, progress),
    });
    if (run.status !== 0)
      throw new ReleaseBuildError(
        "The full build (needed because code, schemas or packages changed) failed, so nothing was " +
          "built and the live site is unchanged: run `npm run build` to see why, or ask a developer.",
        run.error ?? run.output,
      );
    move(made, dir);
  } finally {
    fs.rmSync(made, { recursive: true, force: true });
  }
  writeFresh(path.join(dir, path.basename(STAMP_FILE)), inputHash(root));
  return { plan, rendered: [], removed: [] };
}

/** Runs a command to its end: its exit status and what it printed (or why it could not start). */
function runChild(
  command: string,
  args: string[],
  { onOutput, ...options }: { cwd: string; env: NodeJS.ProcessEnv; onOutput: (chunk: string) => void },
) {
  return new Promise<{ status: number | null; output: string; error?: Error }>((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c: Buffer) => {
      output += c;
      onOutput(c.toString());
    });
    child.stderr.on("data", (c: Buffer) => (output += c));
    child.on("error", (error) => resolve({ status: null, output, error }));
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** Renames a folder, or copies it where it goes to another file system. */
function move(from: string, to: string) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    fs.cpSync(from, to, { recursive: true });
  }
}

async function renderChanges(
  root: string,
  previous: string,
  dir: string,
  plan: Exclude<BuildPlan, { kind: "full" }>,
  content: SiteContent,
  step: Timer,
  progress: (progress: BuildProgress) => void,
): Promise<BuildResult> {
  if (!fs.existsSync(path.join(previous, RENDERER_DIR, "index.js")))
    throw new ReleaseBuildError(
      `The previous build (${path.basename(previous)}) kept no page renderer (it is older than incremental ` +
        "builds, or not a finished build): make a full build with `npm run build` first.",
    );
  const pages = listPageFiles(path.join(root, "pages"));
  const routes = addressesOf(pages);
  const before = (JSON.parse(fs.readFileSync(path.join(previous, SITE_MANIFEST_FILE), "utf8")) as SiteManifest).routes;
  const removed = before.filter((r) => !routes.includes(r));
  // A page file has an address in every language (the not-found page, one not-found address in each).
  const addresses = (route: string | null) =>
    route === null ? [...NOT_FOUND_ADDRESSES] : LOCALES.map((l) => localePath(route, l));
  // A previous build made before scripts' hashes were recorded has none for its pages: every page is
  // rendered then, so that each one's scripts are recorded.
  const everyPage = plan.kind === "content" || !fs.existsSync(path.join(previous, SCRIPT_HASHES_FILE));
  const rendered = everyPage
    ? pages.flatMap((p) => addresses(p.route))
    : pages.filter((p) => plan.files.includes(p.file)).flatMap((p) => addresses(p.route));

  progress({ step: "plan", kind: plan.kind, pages: rendered.length });
  step("link the previous build", () => linkTree(previous, dir));
  progress({ step: "pictures" });
  const client = path.join(dir, "client");
  const publicFiles = await step.async("copy the changed files of public/", () =>
    copyPublicFiles(root, client, plan.public),
  );
  // Each page's hydration data names its own address, so no two pages share a data file: the files
  // the replaced and removed pages named are the only ones that can fall out of use.
  const oldData = dataNamedBy(client, [...rendered, ...removed]);
  // The scripts each page may run: the previous build's record, with the removed pages left out
  // and each page rendered now recorded anew as it is finished.
  const scripts = readScriptHashes(previous);
  for (const route of removed) {
    removePage(client, route);
    delete scripts[routeFile(route)];
  }
  const newData = new Set<string>();
  const compressed: Promise<void>[] = [];
  let done = 0;
  progress({ step: "pages", done, of: rendered.length });
  await step.async("render, finish and compress the pages", () =>
    renderPages(previous, root, content, rendered, async (page) => {
      // A full build renders the not-found pages at /404 and /bn/404, then moves their HTML to 404.html and bn/404.html.
      const htmlFile = path.join(client, isNotFoundAddress(page.route) ? htmlFileOf(page.route) : page.htmlFile);
      fs.mkdirSync(path.dirname(htmlFile), { recursive: true });
      writeFresh(htmlFile, page.html);
      writeFresh(path.join(client, page.dataFile), page.data);
      const {
        written: [html, hydration],
        scripts: pageScripts,
      } = finishPage(client, htmlFile);
      scripts[scriptHashesKey(client, htmlFile)] = pageScripts;
      newData.add(path.basename(hydration!));
      // Compressed on libuv's threads while the next page renders.
      for (const file of [html!, hydration!, path.join(client, page.dataFile)]) compressed.push(compressAside(file));
      progress({ step: "pages", done: ++done, of: rendered.length });
    }).finally(() => Promise.all(compressed)),
  );
  for (const name of oldData)
    if (!newData.has(name))
      for (const suffix of ["", ".br", ".gz"])
        fs.rmSync(path.join(client, HYDRATION_DIR, name + suffix), { force: true });
  // The previous build's record was linked in with the rest: this build is of `root` as it is now.
  step("build source", () => writeBuildSource(dir, root));
  progress({ step: "compress" });
  await step.async("site files", () => Promise.all([...finishSite(dir, root), ...publicFiles].map(compressAside)));
  step("scripts' hashes", () => writeScriptHashes(dir, scripts));
  step("build stamp", () => writeFresh(path.join(dir, path.basename(STAMP_FILE)), inputHash(root)));
  return { plan, rendered, removed };
}

/**
 * The changed files of public/ (`files`, from public/: 'images/uploads/team.webp') into the new
 * build's client folder as a full build has them: each replaced or removed with its compressed and
 * narrower copies, then copied from the site's folder when it is still there, with new narrower
 * copies. Never written through: the files linked from the previous build are unlinked first.
 * Returns the files copied, to be compressed.
 */
async function copyPublicFiles(root: string, client: string, files: readonly string[]): Promise<string[]> {
  const copied: string[] = [];
  for (const file of files) {
    const target = path.join(client, file);
    for (const old of [file, ...copiesOf(client, target)])
      for (const suffix of ["", ".br", ".gz"]) fs.rmSync(path.join(client, old + suffix), { force: true });
    const source = path.join(root, "public", file);
    const found = fs.lstatSync(source, { throwIfNoEntry: false });
    if (!found) {
      removeEmptyFolders(client, path.dirname(target));
      continue;
    }
    if (!found.isFile())
      throw new ReleaseBuildError(
        `The site's file public/${file} is not a plain file (a link or a folder), so nothing was built: ` +
          "pictures are copied into the site only as files of its own. Replace it with the file itself.",
      );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    await makeCopiesOf(client, target);
    copied.push(target);
  }
  return copied;
}

/** A folder of the build and its parents, up to `top`, each once nothing is left in it. */
function removeEmptyFolders(top: string, folder: string) {
  for (; folder !== top && folder.startsWith(top + path.sep); folder = path.dirname(folder)) {
    if (!fs.existsSync(folder) || fs.readdirSync(folder).length) break;
    fs.rmdirSync(folder);
  }
}

/** The hydration data files (their names in assets/data/) that the pages at these addresses name now. */
function dataNamedBy(client: string, routes: string[]): Set<string> {
  const named = new Set<string>();
  for (const route of routes) {
    const file = path.join(client, htmlFileOf(route));
    if (!fs.existsSync(file)) continue;
    for (const m of fs.readFileSync(file, "utf8").matchAll(/\/assets\/data\/([0-9a-f]+\.json)/g)) named.add(m[1]!);
  }
  return named;
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
  removeEmptyFolders(client, path.join(client, base));
}

/** The site's code: this repository, whichever folder holds the pages and content. */
const CODE = CODE_ROOT;

type Timer = (<T>(name: string, work: () => T) => T) & {
  async: <T>(name: string, work: () => Promise<T>) => Promise<T>;
};

/** Runs steps, telling `onStep` how long each took. */
function timer(onStep: BuildRequest["onStep"]): Timer {
  const told = (name: string, started: number) => onStep?.(name, performance.now() - started);
  const step = <T>(name: string, work: () => T): T => {
    const started = performance.now();
    try {
      return work();
    } finally {
      told(name, started);
    }
  };
  return Object.assign(step, {
    async: async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        told(name, started);
      }
    },
  });
}
