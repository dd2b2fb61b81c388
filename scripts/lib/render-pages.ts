import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { addressesOf, listPageFiles, NOT_FOUND_ADDRESSES } from "../../engine/files.server.ts";
import { GIVEN_CONTENT, type SiteContent } from "../../engine/model.ts";
import { RENDERER_DIR } from "./keep-renderer-plugin.ts";
import { ReleaseBuildError } from "./release-build-error.ts";

/** A page as React Router's prerender makes it: its HTML and its client navigation data (.data). */
export interface RenderedPage {
  route: string;
  html: string;
  data: string;
  /** Where they go, relative to client/: 'about/index.html' and 'about.data'. */
  htmlFile: string;
  dataFile: string;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
/**
 * Where renderers are loaded from: inside this code's node_modules, so that a renderer's imports of
 * packages (React, React Router) are found wherever its build lies.
 */
const SCRATCH = path.join(HERE, "../../node_modules/.cache/renderers");

/**
 * Renders `routes` of the site under `root`, whose content the caller has loaded and checked, with
 * the renderer `buildDir` kept (scripts/lib/keep-renderer-plugin.ts), in a thread of its own
 * (scripts/lib/render-thread.mjs): NODE_ENV=production there, as `npm run build` renders (React's
 * production build), and modules of its own, so each build loads the renderer afresh and leaves
 * nothing loaded behind in a long-lived process such as the studio. `onPage` gets each page as it is
 * made, in order, while the thread renders the next; it resolves once every page is handled, and
 * rejects with a RenderError in plain words when a page cannot be made.
 */
export async function renderPages(
  buildDir: string,
  root: string,
  content: SiteContent,
  routes: string[],
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<void> {
  fs.mkdirSync(SCRATCH, { recursive: true });
  const renderer = fs.mkdtempSync(path.join(SCRATCH, "renderer-"));
  try {
    fs.cpSync(path.join(buildDir, RENDERER_DIR), renderer, { recursive: true });
    await inThread(renderer, root, content, routes, onPage);
  } finally {
    fs.rmSync(renderer, { recursive: true, force: true });
  }
}

function inThread(
  renderer: string,
  root: string,
  content: SiteContent,
  routes: string[],
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<void> {
  const thread = new Worker(path.join(HERE, "render-thread.mjs"), {
    // No TypeScript loader in the thread (this process may run under tsx): it needs none.
    execArgv: [],
    env: { ...process.env, NODE_ENV: "production", SITE_ROOT: root },
    workerData: {
      renderer,
      routes,
      // As react-router.config.ts lists them when the site is built.
      prerender: [...addressesOf(listPageFiles(path.join(root, "pages"))), ...NOT_FOUND_ADDRESSES],
      content: rendererContent(content),
      contentKey: GIVEN_CONTENT,
    },
  });
  let handled = Promise.resolve();
  let received = 0;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    void thread.terminate();
  };
  thread.on("message", (message: RenderedPage | { failed: string; status: number }) => {
    if ("failed" in message)
      return fail(new RenderError(message.failed, `answered ${message.status} where it should answer 200`));
    received++;
    handled = handled.then(() => (failure ? undefined : onPage(message))).catch(fail);
  });
  // The thread renders in order, so the page it was making is the first not yet received.
  thread.on("error", (error) => fail(new RenderError(routes[received], "stopped with an error", error)));
  return new Promise((resolve, reject) =>
    thread.on("exit", (code) =>
      handled.then(() => {
        failure ??= code === 0 ? undefined : new RenderError(routes[received], `stopped (exit ${code})`);
        if (failure) reject(failure);
        else resolve();
      }),
    ),
  );
}

/**
 * The content as the thread gets it: the pages' and collections' data, the only part the renderer
 * reads; where each value sits in its file (`locate`, a function, which a thread cannot be sent) is
 * for the checks, which have run.
 */
function rendererContent({ pages, collections, translations }: SiteContent) {
  return {
    pages: pages.map(({ file, route, data }) => ({ file, route, data })),
    translations,
    collections: Object.fromEntries(
      Object.entries(collections).map(([name, c]) => [name, { file: c.file, data: c.data }]),
    ),
    problems: [],
    warnings: [],
  };
}

/** A page the renderer could not make: a fault in the site's code or in content the checks let pass. */
export class RenderError extends ReleaseBuildError {
  constructor(route: string | undefined, what: string, cause?: unknown) {
    super(
      `${route ? `The page at ${route}` : "A page"} could not be made (the page renderer ${what}), so nothing ` +
        "was built and the live site is unchanged. The content checks passed, so this is a fault in the " +
        "site's code: run `npm run build` to see the full error, or ask a developer.",
      cause,
    );
  }
}
