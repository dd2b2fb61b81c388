// @ts-check
/* global process, Request -- Node's, in this thread as in any */
// The thread an incremental build renders pages in (scripts/lib/render-pages.ts starts it, with
// NODE_ENV=production and SITE_ROOT set, as `npm run build` renders). Plain JavaScript, run as it
// is: without a TypeScript loader hooking every import, the thread starts and loads the compiled
// renderer and its packages in about half the time (measured: 1.2 s against 2.8 s on this site).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "react-router";

/** @type {{ renderer: string; routes: string[]; prerender: string[]; content: unknown; contentKey: string }} */
const { renderer, routes, prerender, content, contentKey } = workerData;
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

// The site's content, loaded and checked by the build that started this thread: the compiled
// renderer uses it rather than reading and checking every file again (engine/page-data.server.ts).
/** @type {Record<string, unknown>} */ (globalThis)[contentKey] = withBareObjects(content);
/**
 * The content with its pages' and collections' data as the loader makes it, every object without a
 * prototype (jsonc-parser's), which the copy sent to this thread lost: React Router's data encoding
 * marks such objects, so without this the pages' data would not be a full build's bytes.
 * @param {any} given
 */
function withBareObjects(given) {
  /** @type {(value: unknown) => unknown} */
  const bare = (value) => {
    if (Array.isArray(value)) return value.map(bare);
    if (!value || typeof value !== "object") return value;
    /** @type {Record<string, unknown>} */
    const object = Object.create(null);
    for (const [key, inner] of Object.entries(value)) object[key] = bare(inner);
    return object;
  };
  const pages = given.pages.map((/** @type {any} */ page) => ({ ...page, data: bare(page.data) }));
  const collections = Object.fromEntries(
    Object.entries(given.collections).map(([name, file]) => [name, { ...file, data: bare(file.data) }]),
  );
  return { ...given, pages, collections };
}

const build = await import(pathToFileURL(path.join(renderer, "index.js")).href);
// The addresses to prerender, as react-router.config.ts lists them now: the compiled build holds the
// list from when it was compiled, and refuses the data of any page added since.
const handler = createRequestHandler({ ...build, prerender }, "production");
// React Router reads the prerender header below only in a build's own requests, which this marks.
process.env.IS_RR_BUILD_REQUEST = "yes";

/** Renders the routes in order, posting each page, or the first failure (then it stops). */
async function renderAll() {
  for (const route of routes) {
    // The same two requests, in the same order and with the same header, as React Router's own
    // prerender (@react-router/dev, prerenderData then prerenderRoute): the page's HTML is made from
    // the data made first, so the two agree byte for byte with a full build's.
    const dataPath = route === "/" ? "/_root.data" : `${route}.data`;
    const dataResponse = await handler(new Request(`http://localhost${dataPath}`));
    const data = await dataResponse.text();
    if (dataResponse.status !== 200 && dataResponse.status !== 202)
      return port.postMessage({ failed: route, status: dataResponse.status });
    const pagePath = route === "/" ? "/" : `${route}/`;
    const response = await handler(
      new Request(`http://localhost${pagePath}`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }),
    );
    const html = await response.text();
    if (response.status !== 200) return port.postMessage({ failed: route, status: response.status });
    port.postMessage({ route, html, data, htmlFile: `${pagePath.slice(1)}index.html`, dataFile: dataPath.slice(1) });
  }
}

await renderAll();
