import fs from "node:fs";
import path from "node:path";
import { listPageFiles } from "../../src/content/files.server.ts";
import { ROOT } from "../../src/content/paths.ts";

/** What the server needs to know about the pages: their routes and the redirects. Not served. */
const MANIFEST_NAME = "site-manifest.json";

export interface SiteManifest {
  routes: string[];
  redirects: { from: string; to: string }[];
}

/**
 * After React Router has prerendered every route: the not-found page becomes 404.html (the
 * server answers unknown URLs with it and status 404), and the route list is written for the server.
 */
export async function finishBuild({ reactRouterConfig }: { reactRouterConfig: { buildDirectory: string } }) {
  const buildDir = path.resolve(ROOT, reactRouterConfig.buildDirectory);
  const clientDir = path.join(buildDir, "client");
  const prerendered = path.join(clientDir, "404", "index.html");
  if (fs.existsSync(prerendered)) {
    fs.renameSync(prerendered, path.join(clientDir, "404.html"));
    fs.rmSync(path.join(clientDir, "404"), { recursive: true, force: true });
  }
  // React Router writes a client-rendering fallback page; every route is prerendered, so it is unused.
  fs.rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, "content/site.json"), "utf8"));
  const manifest: SiteManifest = {
    routes: listPageFiles()
      .map((p) => p.route)
      .filter((r): r is string => r !== null),
    redirects: site.redirects,
  };
  fs.writeFileSync(path.join(buildDir, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
}
