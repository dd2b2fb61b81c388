import { route, type RouteConfig } from "@react-router/dev/routes";
import { listPageFiles } from "../content/files.server.ts";

// One route per file in pages/ (pages/about.json -> /about); adding a file adds a route.
// All of them share one module, which loads the file's data at build time.
export default [
  ...listPageFiles()
    .filter((p) => p.route !== null)
    .map(({ file, route: path }) => route(path!, "routes/page.tsx", { id: `page:${file}` })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
