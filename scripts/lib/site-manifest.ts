import fs from "node:fs";
import path from "node:path";
import { listPageFiles, routesOf } from "../../src/content/files.server.ts";
import { ROOT } from "../../src/content/paths.ts";
import type { SiteSettings } from "../../src/generated/schema.ts";
import type { SiteManifest } from "../../contracts/site-manifest.ts";

/** What the build tells the server about the site under `root`: its routes, and content/site.json's redirects. */
export function siteManifest(root = ROOT): SiteManifest {
  const site = JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")) as SiteSettings;
  return { routes: routesOf(listPageFiles(path.join(root, "pages"))), redirects: site.redirects };
}
