import fs from "node:fs";
import path from "node:path";
import { CONTENT_DIR, PAGES_DIR, fileToRoute } from "./paths.ts";

/** Every .json file under a folder, as sorted forward-slash paths relative to it. */
export function listJsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".json")) out.push(child);
    }
  };
  walk("");
  return out.sort();
}

export interface PageFile {
  /** Path relative to pages/, e.g. 'services/seo/index.json'. */
  file: string;
  /** Its route, e.g. '/services/seo', or null for the not-found page. */
  route: string | null;
}

export function listPageFiles(pagesDir = PAGES_DIR): PageFile[] {
  return listJsonFiles(pagesDir).map((file) => ({ file, route: fileToRoute(file) }));
}

/** The shared collections in content/, by name: 'site' is content/site.json. */
export const COLLECTIONS = ["site", "services", "clients", "projects", "technologies", "countries", "form"] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export function collectionFile(name: CollectionName, contentDir = CONTENT_DIR): string {
  return path.join(contentDir, `${name}.json`);
}
