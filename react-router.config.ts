import type { Config } from "@react-router/dev/config";
import { finishBuild } from "./scripts/lib/finish-build.ts";
import { listPageFiles, routesOf } from "./src/content/files.server.ts";

export default {
  appDirectory: "src/app",
  // BUILD_DIR lets the tests make a second, development build beside the real one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static site: every route is rendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // Every page file's address (src/app/routes.ts), and "/404", which no file names, so it renders the
  // not-found page; finishBuild turns it into 404.html.
  prerender: () => [...routesOf(listPageFiles()), "/404"],
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
