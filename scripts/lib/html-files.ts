import fs from "node:fs";
import path from "node:path";

/**
 * Every prerendered page of a client build: the full path of each .html file under it, with the
 * hashed assets/ folder (scripts, fonts, data files; never a page) left out.
 * 'build/client/about/index.html' is the page served at /about.
 */
export function htmlFiles(clientDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) visit(full);
      } else if (entry.name.endsWith(".html")) found.push(full);
    }
  };
  visit(clientDir);
  return found;
}

/**
 * The address a page's HTML file is served at: 'about/index.html' -> '/about', 'index.html' -> '/',
 * '404.html' -> '/404' (the not-found page), 'bn/404.html' -> '/bn/404'.
 */
export function addressOfHtml(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep).join("/");
  return `/${rel.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1");
}
