import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "./html-files.ts";
import { shapeChanged, type Rewrite } from "./rewrite-shape.ts";
import { writeFresh } from "./write-fresh.ts";

/** Where the pages' hydration data files go, under the client build (hashed names: cached for good). */
export const HYDRATION_DIR = "assets/data";

export const HYDRATION_DATA: Rewrite = {
  name: "hydration data",
  source: "React Router's inline hydration data",
  module: "scripts/lib/hydration-data.ts",
};

// React Router writes a page's loader data into its HTML as one or more chunks of its own stream
// format, each in an inline script, then a script that closes the stream. The string in each is a
// JSON string literal (with <, > and & escaped as \u003c and so on).
const CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
const CHUNK_FORM = '<script>window.__reactRouterContext.streamController.enqueue("...");</script>';

/**
 * The script that takes a chunk's place: it fetches the data file and hands its text to React
 * Router's stream, as the inline chunks did. If the file cannot be had (twice, two seconds apart),
 * the page is left as its prerendered HTML, readable and with working links, rather than broken.
 */
function loaderScript(url: string): string {
  return (
    "<script>((c,u)=>{const get=(n)=>fetch(u).then((r)=>r.ok?r.text():Promise.reject(r.status))" +
    ".catch((e)=>n?new Promise((w)=>setTimeout(w,2000)).then(()=>get(n-1)):Promise.reject(e));" +
    "get(1).then((t)=>{c.streamController.enqueue(t);c.streamController.close()},()=>{})})" +
    `(window.__reactRouterContext,${JSON.stringify(url)})</script>`
  );
}

/**
 * A page with its hydration data moved out: the new HTML, and the data file's name and text. Every
 * prerendered page carries its data (the root route's loader, at least): a page without it in the
 * shape this knows stops the build (RewriteShapeError) rather than ship with its data inline.
 */
export function externalize(html: string, page = "the page"): { html: string; file: string; data: string } {
  const chunks = [...html.matchAll(CHUNK)];
  if (!chunks.length) shapeChanged(HYDRATION_DATA, page, `the page's data in scripts of the form ${CHUNK_FORM}`);
  const closings = html.split(CLOSE).length - 1;
  if (closings !== 1)
    shapeChanged(HYDRATION_DATA, page, `one script that closes the data stream (${CLOSE})`, {
      found: `found ${closings}`,
    });
  const data = chunks.map((m) => JSON.parse(m[1]!) as string).join("");
  const file = `${HYDRATION_DIR}/${createHash("sha256").update(data).digest("hex").slice(0, 16)}.json`;
  let out = html.replace(chunks[0]![0], loaderScript(`/${file}`));
  for (const m of chunks.slice(1)) out = out.replace(m[0], "");
  out = out.replace(CLOSE, "");
  // A chunk in another form, left behind, would hand the stream its data twice (the one call left
  // must be the loader's own).
  if (out.split("streamController.enqueue(").length !== 2)
    shapeChanged(HYDRATION_DATA, page, `every chunk of the page's data in the form ${CHUNK_FORM}`, {
      found: "found one in another form",
    });
  return { html: out, file, data };
}

/**
 * Every prerendered page's hydration data, moved from its HTML to a file of its own that the page
 * fetches. The data repeats the page's text (React needs it to take over the HTML), so inline it
 * made each page 3 to 15 KiB (gzip) heavier than its HTML alone, all of it in the document the
 * browser must receive first. Fetched, it loads beside the scripts, which need it no sooner, and
 * its hashed name lets it be cached for good while the HTML revalidates.
 */
export function externalizeHydrationData(clientDir: string): number {
  const files = htmlFiles(clientDir);
  for (const file of files) externalizeFile(clientDir, file);
  return files.length;
}

/** One prerendered page's hydration data moved to a file of its own; returns that file's full path. */
export function externalizeFile(clientDir: string, file: string): string {
  const result = externalize(fs.readFileSync(file, "utf8"), path.relative(clientDir, file));
  const dataFile = path.join(clientDir, result.file);
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  writeFresh(dataFile, result.data);
  writeFresh(file, result.html);
  return dataFile;
}
