import type { Config } from "@react-router/dev/config";
import { finishBuild } from "./scripts/lib/finish-build.ts";
import { addressesOf, listPageFiles, NOT_FOUND_ADDRESSES } from "./engine/files.server.ts";

export default {
  appDirectory: "src/app",
  // BUILD_DIR lets the tests make a second, development build beside the real one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static site: every route is rendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // Every page file's address in every language (src/app/routes.ts: '/about', '/bn/about'), and
  // "/404" and "/bn/404", which no file names, so they render the not-found page in each language;
  // finishBuild turns them into 404.html and bn/404.html.
  prerender: () => [...addressesOf(listPageFiles()), ...NOT_FOUND_ADDRESSES],
  buildEnd: finishBuild,
  // Each v8 behaviour named explicitly, so the dev server does not print a warning per flag at every
  // start. React Router 8 needs Node 22; these are revisited with that upgrade.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
