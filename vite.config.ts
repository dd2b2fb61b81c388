import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentCheck } from "./scripts/lib/content-check-plugin.ts";

export default defineConfig({
  plugins: [contentCheck(), reactRouter()],
  server: { port: 5173 },
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
