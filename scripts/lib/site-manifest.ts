import fs from "node:fs";
import path from "node:path";
import { addressesOf, listPageFiles } from "../../engine/files.server.ts";
import { LOCALES, localePath } from "../../src/lib/locale.ts";
import { ROOT } from "../../engine/paths.ts";
import type { SiteSettings } from "../../src/generated/schema.ts";
import type { SiteManifest } from "../../contracts/site-manifest.ts";

/**
 * What the build tells the server about the site under `root`: its addresses in every language, and
 * content/site.json's redirects, each in every language ('/old' -> '/new' and '/bn/old' -> '/bn/new').
 */
export function siteManifest(root = ROOT): SiteManifest {
  const site = JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")) as SiteSettings;
  const redirects = LOCALES.flatMap((l) =>
    site.redirects.map((r) => ({ from: localePath(r.from, l), to: r.to.startsWith("/") ? localePath(r.to, l) : r.to })),
  );
  return { routes: addressesOf(listPageFiles(path.join(root, "pages"))), redirects };
}
