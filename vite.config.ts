import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentCheck } from "./scripts/lib/content-check-plugin.ts";
import { enquiryAddress } from "./scripts/lib/enquiry-address-plugin.ts";
import { keepRenderer } from "./scripts/lib/keep-renderer-plugin.ts";
import { reactSentinels } from "./scripts/lib/react-sentinels-plugin.ts";
import { responsiveImagesInDev } from "./scripts/lib/responsive-images-dev.ts";
import { slickCss } from "./scripts/lib/slick-css-plugin.ts";
import { PUBLIC_DIR } from "./engine/paths.ts";

export default defineConfig({
  plugins: [enquiryAddress(), contentCheck(), reactSentinels(), responsiveImagesInDev(), keepRenderer(), reactRouter()],
  server: { port: 5173 },
  // The site's pictures and other files as they are, from the site's folder: SITE_ROOT's public/ when
  // the studio builds its checkout (engine/paths.ts), not this code's, which may be another.
  publicDir: PUBLIC_DIR,
  // Slick's stylesheet, inlined in every page, without the cursor value no browser knows.
  css: { postcss: { plugins: [slickCss()] } },
  build: {
    rolldownOptions: {
      output: {
        // What every page loads before it is interactive, in three chunks, plus the entry on its own.
        // Left to Rolldown it came as eight chunks, some of a few hundred bytes (137.3 KiB of
        // first-load JS, gzip, against 132.5 KiB as one chunk). As one chunk, though, its code ran
        // in one task once the page had painted (129 ms on /about in Lighthouse's mobile
        // conditions, 79 ms of it blocking). Split where the work splits, each chunk runs in a task
        // of its own (scripts/lib/paint-first.ts imports them one a task): "react-dom" (React and
        // React DOM, with src/app/react-init.ts, which runs their CommonJS code in that chunk's task
        // rather than at their first use), "router" (React Router), then "framework" (Emotion, the
        // renderer, the layout and the blocks most pages use), then the entry, which only starts
        // hydration. React Router with React DOM in one chunk measured 36-80 ms tasks; alone, 20-55.
        // Blocks that one page uses are lazy (their block.ts), which pays for the split's bytes:
        // 132.5 KiB. Lazily loaded blocks keep their own chunks: the tag takes only what an entry
        // imports statically.
        codeSplitting: {
          groups: [
            {
              name: "react-dom",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-init\.ts$/,
              priority: 2,
            },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 1 },
            { name: "framework", tags: ["$initial"], test: (id) => !/[\\/]entry\.client\.tsx$/.test(id) },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // Every browser dependency, bundled once when the dev server starts. Left to discovery, the
    // lazily loaded carousels and form each found new ones on a first visit, and Vite reloaded the
    // page three times on a fresh clone, once in the middle of a render with two copies of React.
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "react-router-dom",
      "@emotion/react",
      "@emotion/react/jsx-dev-runtime",
      "@emotion/styled",
      // The style cache entry.client.tsx hydrates with (src/styles/emotion-cache.ts).
      "@emotion/cache",
      "lucide-react",
      "aos",
      "react-slick",
      "swiper/react",
      "swiper/modules",
      "react-toastify/unstyled",
      "ajv-formats/dist/formats.js",
      "ajv/dist/runtime/ucs2length.js",
      // Emotion's own dependencies, which its modules import by bare name.
      "@emotion/styled/base",
      "hoist-non-react-statics",
      "stylis",
      "@babel/runtime/helpers/extends",
      "@babel/runtime/helpers/esm/extends",
      // Imported by the route modules' build-time loaders: the browser never runs them, but Vite's
      // crawler meets them before React Router strips the loaders.
      "ajv",
      "ajv-formats",
      "jsonc-parser",
      "mini-svg-data-uri",
      "image-size",
    ],
  },
  ssr: {
    // The dev server renders pages in Node. React Router adds the "development" export condition
    // when Vite resolves a package it leaves to Node, but Node's own resolver does not use it for
    // that package's require() calls. @emotion/styled's development build then required the
    // production @emotion/react while the app used the development one: two theme contexts, and
    // every page answered 500. Letting Vite load Emotion resolves every Emotion import one way.
    noExternal: [/^@emotion\//],
  },
});
