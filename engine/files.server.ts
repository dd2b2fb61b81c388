import fs from "node:fs";
import path from "node:path";
import { LOCALES, localePath, splitLocale } from "../src/lib/locale.ts";
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

/** A file under pages/ whose name cannot be a page address, with the name it should have. */
export interface MisnamedFile {
  /** Path relative to pages/, as it is: 'Our Team.json'. */
  file: string;
  /** The name it should have: 'our-team.json'. */
  fixed: string;
}

/** Lower-case words of letters and digits joined by dashes: one part of a page address. */
const NAME_PART = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'services/seo/local-seo.json' yes; 'Our Team.json', 'our_team.json', 'careers.JSON' no. */
const isPagePath = (file: string) =>
  file.endsWith(".json") &&
  file
    .slice(0, -5)
    .split("/")
    .every((p) => NAME_PART.test(p));

/**
 * A page file's path made into one that can be a page address:
 *   'Our Team.json' -> 'our-team.json', 'careers (1).json' -> 'careers-1.json',
 *   'careers.JSON' -> 'careers.json', 'notes.txt' -> 'notes.json', 'Services_Extra/x.json' -> 'services-extra/x.json'.
 */
export function fixPageFileName(file: string): string {
  const parts = file.split("/");
  const name = parts.pop()!;
  const base = name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : name;
  const slug = (part: string) =>
    part
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "page";
  return [...parts.map(slug), `${slug(base)}.json`].join("/");
}

/**
 * Every page file under pages/ (sorted, forward slashes) and every file there whose name cannot
 * be a page address (spaces, capitals, underscores, another extension). Hidden files that
 * operating systems and editors leave (.DS_Store, swap files) are not content and are skipped.
 */
export function scanPagesFolder(pagesDir = PAGES_DIR): { pages: PageFile[]; misnamed: MisnamedFile[] } {
  const pages: PageFile[] = [];
  const misnamed: MisnamedFile[] = [];
  if (!fs.existsSync(pagesDir)) return { pages, misnamed };
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(pagesDir, rel), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (isPagePath(child)) pages.push({ file: child, route: fileToRoute(child) });
      else misnamed.push({ file: child, fixed: fixPageFileName(child) });
    }
  };
  walk("");
  const byName = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return { pages: pages.sort(byName), misnamed: misnamed.sort(byName) };
}

/** The page files under pages/ whose names can be page addresses, with their routes. */
export function listPageFiles(pagesDir = PAGES_DIR): PageFile[] {
  return scanPagesFolder(pagesDir).pages;
}

/** The addresses of these page files: all of them but the not-found page (404.json), which has none. */
export function routesOf(files: PageFile[]): string[] {
  return files.flatMap((f) => (f.route === null ? [] : [f.route]));
}

/**
 * Every address of these page files, in every language: ['/', '/about'] -> ['/', '/about', '/bn',
 * '/bn/about']. The not-found page has none (NOT_FOUND_ADDRESSES).
 */
export function addressesOf(files: PageFile[]): string[] {
  const routes = routesOf(files);
  return LOCALES.flatMap((locale) => routes.map((route) => localePath(route, locale)));
}

/** Where the build renders the not-found page of each language: '/404', '/bn/404'. */
export const NOT_FOUND_ADDRESSES: readonly string[] = LOCALES.map((locale) => localePath("/404", locale));

export const isNotFoundAddress = (address: string) => NOT_FOUND_ADDRESSES.includes(address);

/**
 * The HTML file a full build leaves for an address, relative to the client folder:
 *   '/' -> 'index.html', '/about' -> 'about/index.html', '/404' -> '404.html', '/bn/404' -> 'bn/404.html'.
 */
export function htmlFileOf(address: string): string {
  if (isNotFoundAddress(address)) return `${address.slice(1)}.html`;
  return address === "/" ? "index.html" : `${address.slice(1)}/index.html`;
}

/** The language's not-found address for any address: '/bn/x' -> '/bn/404', '/x' -> '/404'. */
export const notFoundAddressFor = (address: string) => localePath("/404", splitLocale(address).locale);

/** The shared collections in content/, by name: 'site' is content/site.json. */
export const COLLECTIONS = ["site", "services", "clients", "projects", "technologies", "countries", "form"] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export function collectionFile(name: CollectionName, contentDir = CONTENT_DIR): string {
  return path.join(contentDir, `${name}.json`);
}
