/**
 * The comparison build for `npm run bench:web`: the same pages, blocks, layout and styles, rendered
 * only in the browser (an empty <div id="root"> until the script has run), the way the original
 * site was built. Page data is split per route so the baseline is a well-made SPA, not a strawman.
 */
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { listPageFiles, routesOf } from "../../engine/files.server.ts";
import { pageData, siteData } from "../../engine/page-data.server.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SITE = "virtual:spa-site";
const PAGES = "virtual:spa-pages";
const PAGE = "virtual:spa-page:";

/** Site settings and a lazily imported data module per route, computed from the content files at build time. */
function spaContent(): Plugin {
  const routes = routesOf(listPageFiles());
  return {
    name: "spa-content",
    resolveId: (id) => (id === SITE || id === PAGES || id.startsWith(PAGE) ? `\0${id}` : null),
    load(id) {
      if (id === `\0${SITE}`) return `export default ${JSON.stringify(siteData())};`;
      if (id === `\0${PAGES}`) {
        const entries = routes.map((r) => `${JSON.stringify(r)}: () => import(${JSON.stringify(PAGE + r)})`);
        return `export default {${entries.join(",")}};\nexport const notFound = () => import(${JSON.stringify(PAGE + "404")});`;
      }
      if (id.startsWith(`\0${PAGE}`)) {
        const route = id.slice(PAGE.length + 1);
        return `export default ${JSON.stringify(pageData(route === "404" ? null : route))};`;
      }
      return null;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  publicDir: path.join(ROOT, "public"),
  plugins: [spaContent()],
  // react-router's package points at its development build; its Vite plugin swaps in the production
  // build for the real site, so the SPA gets the same.
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(ROOT, "node_modules/react-router/dist/production/index.mjs") },
    ],
  },
  build: {
    outDir: process.env.SPA_OUT_DIR ?? path.join(ROOT, ".bench/spa/client"),
    emptyOutDir: true,
  },
});
