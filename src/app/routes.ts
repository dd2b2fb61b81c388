import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Two routes answer every address, with one module: "index" for / (which "*" leaves to the root
// route alone) and "page" for the rest. The module asks engine which file in pages/ the address
// names (pages/about.json -> /about, pages/index.json -> /) and shows pages/404.json when none does.
// The pages folder is the site's router: the build prerenders one page per file in it
// (react-router.config.ts), so adding a file adds a page.
//
// Two routes, not one a file (as until 2026-11-26): before a page hydrates, React Router builds a
// matcher for every route it knows, in one task. With a route per file (44 then) that task took
// 55-83 ms on /services/seo/seo-audit-service at Lighthouse's mobile throttling (Chromium traces of
// four loads), 5-33 ms of it counted as blocking, and it grew with every page added; with three
// routes, 34-42 ms.
export default [
  index("routes/page.tsx", { id: "index" }),
  route("*", "routes/page.tsx", { id: "page" }),
] satisfies RouteConfig;
