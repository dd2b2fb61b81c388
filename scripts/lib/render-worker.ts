/**
 * Renders pages into a build folder, in a process of its own (scripts/lib/incremental-build.ts starts
 * it with NODE_ENV=production, as `npm run build` renders): node --import tsx render-worker.ts
 * BUILD_DIR SITE_ROOT OUT_CLIENT_DIR ROUTE... It writes each page's HTML and data as React Router's
 * prerender leaves them, and prints the HTML files written, one JSON array, on standard output.
 */
import fs from "node:fs";
import path from "node:path";
import { withRenderer } from "./render-pages.ts";
import { writeFresh } from "./write-fresh.ts";

const [buildDir, root, client, ...routes] = process.argv.slice(2) as [string, string, string, ...string[]];
try {
  const written = await withRenderer(buildDir, root, async (render) => {
    const files: string[] = [];
    for (const route of routes) {
      const page = await render(route);
      // A full build renders the not-found page at /404 and then moves its HTML to 404.html.
      const htmlFile = path.join(client, route === "/404" ? "404.html" : page.htmlFile);
      fs.mkdirSync(path.dirname(htmlFile), { recursive: true });
      writeFresh(htmlFile, page.html);
      writeFresh(path.join(client, page.dataFile), page.data);
      files.push(htmlFile, path.join(client, page.dataFile));
    }
    return files;
  });
  process.stdout.write(JSON.stringify(written));
} catch (error) {
  process.stderr.write((error as Error).message);
  process.exit(1);
}
