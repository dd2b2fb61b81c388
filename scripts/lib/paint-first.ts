import fs from "node:fs";
import path from "node:path";
import type { ScriptHashes } from "../../contracts/site-manifest.ts";
import { addressOfHtml, htmlFiles } from "./html-files.ts";
import { pageScriptHashes, scriptHashesKey } from "./script-hashes.ts";
import { shapeChanged, type Rewrite } from "./rewrite-shape.ts";
import { writeFresh } from "./write-fresh.ts";

/**
 * Paint first: a prerendered page asks for no script and runs none before its first paint.
 *
 * React Router's prerendered page names its modules in <head> (module preloads) and ends with three
 * scripts that run while the page is parsed (scroll restoration, the router's context, and the loader
 * of the hydration data, scripts/lib/hydration-data.ts) and a module script that imports the route
 * modules and the entry. On a slow phone the page's HTML and inline styles are all it needs to paint,
 * and everything else only competed with that paint: the scripts ran before the first layout, and the
 * 130 KiB of modules, asked for as soon as <head> was read, arrived while the page was still being laid
 * out, on the same line and the same busy processor. Measured in Lighthouse's mobile conditions
 * (bench/quick-runs.ts, 20 runs of each build alternating, /about, /contact and mobile-apps): the page
 * as React Router wrote it painted 2-9 % later than the same HTML without scripts; painting first,
 * from 2 % sooner to 3 % later.
 *
 * So the four scripts become one module script that waits for the first paint to be on screen, then
 * asks for the modules (the same preloads, now added by the script), runs the three scripts' code in
 * their order, runs the shared chunks one a task (evaluationStages) and imports the modules as before.
 * The three classic <script> elements stay, empty: React hydrates the whole document and expects the
 * elements React Router renders in the browser.
 * The cost: on a slow phone the modules are asked for when the page has painted, not when <head> was
 * read, so hydration ends that much later (the enquiry form takes typing before it, and keeps what
 * was typed). A reload of a scrolled page shows its top for one frame before the position comes back.
 * A page the browser opens hidden (a background tab) does not wait for a frame, which it would not get.
 */

export const PAINT_FIRST: Rewrite = {
  name: "paint-first",
  source: "React Router's inline scripts",
  module: "scripts/lib/paint-first.ts",
};

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/g;
// React Router's scroll restoration, its context, and the hydration data loader, in page order.
const CLASSIC = [
  {
    what: "React Router's scroll restoration script (<script>((storageKey2, restoreKey) => {...)",
    pattern: /<script>(\(\(storageKey2, restoreKey\) => \{[\s\S]*?)<\/script>/,
  },
  {
    what: "React Router's context script (<script>window.__reactRouterContext = ...)",
    pattern: /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/,
  },
  {
    what: "the hydration data loader that scripts/lib/hydration-data.ts writes (<script>((c,u)=>...)",
    pattern: /<script>(\(\(c,u\)=>[\s\S]*?)<\/script>/,
  },
];
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;
// Any static import, whatever its shape: one left in the module script would be fetched and run at once.
const ANY_STATIC_IMPORT = /^\s*import\s*[^\s(]/m;

/**
 * Resolves once the page's first contentful paint is on the screen, as the browser's own
 * first-contentful-paint entry says (at once for a page opened hidden, which gets no paint; after the
 * first frame where the browser has no paint timing; after 3 s at the latest).
 *
 * Not merely after the first frame's script callbacks (requestAnimationFrame, then a task), as this
 * waited before: the frame is drawn after those, and on a slow phone the module requests and their
 * compiling, started at that moment, competed with the drawing on the same busy processor. Measured
 * with bench:web's quick runs (20 pairs each on /about, /services, motion-graphic-design and ui-ux, the
 * routes that had read highest, 80 pairs in all): first paint over the no-script floor's 1.042x
 * (geometric mean) waiting for the frame, 1.010x waiting for the paint. Over 17 routes, the frame wait
 * read 1.021x.
 */
const WAIT_FOR_PAINT =
  "await new Promise((r)=>{" +
  'if(document.visibilityState==="hidden")return r();' +
  'if(typeof PerformanceObserver!=="function"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))' +
  "return requestAnimationFrame(()=>setTimeout(r));" +
  "const t=setTimeout(r,3000);" +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();clearTimeout(t);setTimeout(r)}})' +
  '.observe({type:"paint",buffered:true})});';

/**
 * Then, if the page's fonts are still arriving, waits until they are in (2 s at the latest) and the
 * frame that lays the page out again in them has been drawn. The three Poppins files are preloaded,
 * and on a slow phone they land just after the first paint; the relayout in them is the longest work
 * in the first seconds of most pages, and it happens with or without scripts. Started before it, the
 * module requests and their tasks ran in the same frames and made them longer. Measured on Home
 * (bench:web --routes / --no-build --runs 1 --quick-runs 40, the same build hand-patched): blocking
 * time over the no-script floor +52 ms [+14, +74] without this wait, +25 ms [-1, +53] with it, first
 * paint unchanged (0.99x and 1.00x the floor's). The price: on a slow line the scripts are asked for
 * up to a few hundred milliseconds later, once the fonts are in. Not waited for in a page opened
 * hidden, or where the fonts are already in, nor once the visitor has tapped a control that waits for
 * its block's script (src/app/tap-keeper.ts keeps the tap and says so with a "tapkept" event): the
 * tap is waiting on this script, the relayout is not.
 */
const WAIT_FOR_FONTS =
  'if(document.visibilityState!=="hidden"&&document.fonts?.status==="loading"){' +
  "await Promise.race([document.fonts.ready,new Promise((r)=>setTimeout(r,2000))," +
  'new Promise((r)=>{if(window.__keptTaps?.length)r();addEventListener("tapkept",r,{capture:true,once:true})})]);' +
  "await new Promise((r)=>requestAnimationFrame(()=>setTimeout(r)));}";

/** Lets the browser run what is waiting (a tap, a frame) before the script goes on. */
const NEXT_TASK = "await new Promise((r)=>setTimeout(r));";

/**
 * The page with its scripts deferred to after its first paint. Every prerendered page has React
 * Router's module preloads, module script and two classic scripts (and the data loader that
 * hydration-data.ts put in place of the data): a page without them as this knows them stops the
 * build (RewriteShapeError), since a React Router upgrade that changed them must be looked at, not
 * shipped half-moved. `importsOf(href)` gives the chunks a preloaded chunk imports statically (see
 * evaluationStages); without it the shared chunks run when the modules that need them are imported.
 */
export function paintFirst(html: string, file = "the page", importsOf?: (href: string) => string[]): string {
  return paintFirstWithScript(html, file, importsOf).html;
}

/** paintFirst, with the module script it wrote (the one script of the page the build writes: script-hashes.ts). */
function paintFirstWithScript(
  html: string,
  file: string,
  importsOf?: (href: string) => string[],
): { html: string; script: string } {
  const modules = [...html.matchAll(MODULE)];
  if (modules.length !== 1)
    shapeChanged(PAINT_FIRST, file, 'one module script (<script type="module" async="">)', {
      found: `found ${modules.length}`,
    });
  const classic = CLASSIC.map(({ what, pattern }) => html.match(pattern) ?? shapeChanged(PAINT_FIRST, file, what));
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  if (!preloads.length || html.replace(PRELOAD, "").includes('rel="modulepreload"'))
    shapeChanged(PAINT_FIRST, file, 'React Router\'s module preloads as <link rel="modulepreload" href="..."/>', {
      found: preloads.length ? "found one in another form" : "found none",
    });
  const moduleCode = modules[0]![1]!;
  const imports = [...moduleCode.matchAll(STATIC_IMPORT)];
  if (!imports.length || ANY_STATIC_IMPORT.test(moduleCode.replace(STATIC_IMPORT, "")))
    shapeChanged(
      PAINT_FIRST,
      file,
      'the module script\'s static imports, a line each (import "/assets/x.js"; or import * as x from "...";)',
      {
        found: imports.length ? "found one in another form" : "found none",
      },
    );
  const names = imports.map((m, i) => m[1] ?? `_${i}`);
  const named = [...moduleCode.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const stages = importsOf ? evaluationStages(preloads, named, importsOf) : [];
  const code = (script: RegExpMatchArray) => `${script[1]!.trim().replace(/;+$/, "")};`;
  // Each step in a task of its own: asking for each module, the scroll position, the router's context
  // with the data request, then one shared chunk a task (see evaluationStages). In one task they took
  // 45-100 ms in Lighthouse's mobile conditions, often just after the first paint, the eight module
  // requests most of it (up to 25 ms each: DevTools records where each request came from).
  const body = [
    WAIT_FOR_PAINT,
    WAIT_FOR_FONTS,
    `for(const href of ${JSON.stringify(preloads)}){document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));${NEXT_TASK}}`,
    code(classic[0]!),
    NEXT_TASK,
    ...classic.slice(1).map(code),
    ...(stages.length ? [`for(const s of ${JSON.stringify(stages)}){await import(s);${NEXT_TASK}}`] : []),
    `const [${names.join(",")}]=await Promise.all([${imports.map((m) => `import(${m[2]})`).join(",")}]);`,
    moduleCode.replace(STATIC_IMPORT, "").trim(),
  ].join("\n");
  let out = html.replace(PRELOAD, "");
  for (const m of classic) out = out.replace(m[0], "<script></script>");
  return { html: out.replace(modules[0]![0], () => `<script type="module" async="">${body}</script>`), script: body };
}

const CHUNK_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/**
 * The shared chunks a page preloads but its module script does not name (vite.config.ts makes them
 * "react-dom", "router" and "framework"), each after the chunks it imports. Importing a chunk runs its
 * code; imported in this order, one a task, each chunk runs in a task of its own instead of all of them
 * in one (129 ms on /about in Lighthouse's mobile conditions as one chunk, 79 ms of it blocking input).
 * The module script then imports what it names (the route modules, then the entry, which starts
 * hydration) as before. `importsOf(href)` gives the chunks a chunk imports statically (`from"./x.js"`,
 * `import"./x.js"`).
 */
export function evaluationStages(
  preloads: readonly string[],
  named: readonly string[],
  importsOf: (href: string) => string[],
): string[] {
  const shared = preloads.filter((href) => !named.includes(href));
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    importsOf(href).forEach(visit);
    if (shared.includes(href)) order.push(href);
  };
  shared.forEach(visit);
  return order;
}

/** The chunks a built chunk imports statically, as hrefs beside it ("/assets/x.js"). */
function chunkImports(clientDir: string, href: string): string[] {
  const file = path.join(clientDir, href);
  if (!fs.existsSync(file)) return [];
  const dir = path.posix.dirname(href);
  return [...fs.readFileSync(file, "utf8").matchAll(CHUNK_IMPORT)].map((m) => path.posix.join(dir, m[1]!));
}

/**
 * Every prerendered page of a client build made to paint first; returns the scripts each page may
 * run, by its file (script-hashes.ts).
 */
export function paintFirstEverywhere(clientDir: string): ScriptHashes {
  const hashes: ScriptHashes = {};
  for (const file of htmlFiles(clientDir)) hashes[scriptHashesKey(clientDir, file)] = paintFirstFile(clientDir, file);
  return hashes;
}

/**
 * One prerendered page of a client build made to paint first. Returns the hashes of the scripts it
 * may run, recorded as the build writes them; a page holding any other script stops the build.
 */
export function paintFirstFile(clientDir: string, file: string): string[] {
  const { html, script } = paintFirstWithScript(fs.readFileSync(file, "utf8"), path.relative(clientDir, file), (href) =>
    chunkImports(clientDir, href),
  );
  const hashes = pageScriptHashes(html, [script], addressOfHtml(clientDir, file));
  writeFresh(file, html);
  return hashes;
}
