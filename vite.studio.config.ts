import path from "node:path";
import { defineConfig } from "vite";
import { slickCss } from "./scripts/lib/slick-css-plugin.ts";

/**
 * The editor built for the studio (`npm run build:studio`): the page studio/client/index.html and its
 * script, built for the studio host (editor/client/host.ts: its addresses under /studio, its API at
 * /studio/api/editor), into build-studio/, which the studio serves at /studio/. Never into
 * build/client: the public site ships no editor code (tests/build/editor-absent.test.ts).
 */
export default defineConfig({
  // A define, not a mode: any mode but production builds React and JSX for development, whose
  // code names every source file's path on this machine.
  define: { "import.meta.env.EDITOR_HOST": JSON.stringify("studio") },
  root: path.resolve("studio/client"),
  base: "/studio/",
  // The site's pictures are the site's own (STUDIO_SITE_DIR/public), served by the studio itself.
  publicDir: false,
  css: { postcss: { plugins: [slickCss()] } },
  build: { outDir: path.resolve("build-studio"), emptyOutDir: true },
});
