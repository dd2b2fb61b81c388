import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { listPageFiles, routesOf } from "../../src/content/files.server.ts";
import { RENDERER_DIR } from "./keep-renderer-plugin.ts";

/** A page as React Router's prerender makes it: its HTML and its client navigation data (.data). */
export interface RenderedPage {
  html: string;
  data: string;
  /** Where they go, relative to client/: 'about/index.html' and 'about.data'. */
  htmlFile: string;
  dataFile: string;
}

/**
 * Where renderers are loaded from: inside this code's node_modules, so that a renderer's imports of
 * packages (React, React Router) are found wherever its build lies.
 */
const SCRATCH = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../node_modules/.cache/renderers");

/**
 * Renders pages of the site under `root` with the renderer a build kept (scripts/lib/keep-renderer-plugin.ts),
 * loaded from a copy of its own in a new folder, removed after `work`. The compiled code keeps the
 * site's folder and the content it read for the life of its modules, which Node loads once per file:
 * a new folder is a fresh load, reading the site as it is now.
 */
export async function withRenderer<T>(
  buildDir: string,
  root: string,
  work: (render: (route: string) => Promise<RenderedPage>) => Promise<T>,
): Promise<T> {
  fs.mkdirSync(SCRATCH, { recursive: true });
  const copy = fs.mkdtempSync(path.join(SCRATCH, "renderer-"));
  try {
    fs.cpSync(path.join(buildDir, RENDERER_DIR), copy, { recursive: true });
    return await work(await loadRenderer(copy, root));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

async function loadRenderer(dir: string, root: string): Promise<(route: string) => Promise<RenderedPage>> {
  const before = process.env.SITE_ROOT;
  process.env.SITE_ROOT = root;
  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(path.join(dir, "index.js")).href)) as ServerBuild;
  } finally {
    if (before === undefined) delete process.env.SITE_ROOT;
    else process.env.SITE_ROOT = before;
  }
  // The addresses to prerender, as react-router.config.ts lists them. The compiled build holds the
  // list from when it was compiled, and refuses the data of any page added since.
  const prerender = [...routesOf(listPageFiles(path.join(root, "pages"))), "/404"];
  const handler = createRequestHandler({ ...build, prerender }, "production");
  return async (route) => {
    // React Router reads the header below only in a build's own requests, which this flag marks.
    process.env.IS_RR_BUILD_REQUEST = "yes";
    // The same two requests, in the same order and with the same header, as React Router's own
    // prerender (@react-router/dev, prerenderData then prerenderRoute): the page's HTML is made
    // from the data made first, so the two agree byte for byte with a full build's.
    const dataPath = route === "/" ? "/_root.data" : `${route}.data`;
    const dataResponse = await handler(new Request(`http://localhost${dataPath}`));
    const data = await dataResponse.text();
    if (dataResponse.status !== 200 && dataResponse.status !== 202) throw new RenderError(route, dataResponse.status);
    const pagePath = route === "/" ? "/" : `${route}/`;
    const response = await handler(
      new Request(`http://localhost${pagePath}`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }),
    );
    const html = await response.text();
    if (response.status !== 200) throw new RenderError(route, response.status);
    return { html, data, htmlFile: `${pagePath.slice(1)}index.html`, dataFile: dataPath.slice(1) };
  };
}

/** A page the renderer could not make: a fault in the site's code or in content the checks let pass. */
export class RenderError extends Error {
  constructor(route: string, status: number) {
    super(
      `The page at ${route} could not be made (the renderer answered ${status} where it should answer 200). ` +
        "Nothing was built. The content checks passed, so this is a fault in the site's code: " +
        "run `npm run build` to see the full error, or ask a developer.",
    );
  }
}
