import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkPage } from "../../content/check-page.server.ts";
import { fixPageFileName, scanPagesFolder } from "../../content/files.server.ts";
import { schemaPathFor } from "../../content/load.server.ts";
import { normalizeRoute } from "../../content/paths.ts";
import type { Problem } from "../../content/problems.ts";
import { formatPage } from "./format.ts";
import { MAX_PAGE_PATH, pagePath } from "./page-path.ts";
import { Refusal } from "./refusal.ts";

/** A version of a file's bytes: Save compares it with the one the editor opened. */
export const versionOf = (bytes: Buffer | string) =>
  crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16);

export function listPages(pagesDir: string) {
  return scanPagesFolder(pagesDir).pages;
}

export function readPage(pagesDir: string, file: string) {
  const abs = pagePath(pagesDir, file);
  if (!fs.existsSync(abs)) throw new Refusal(404, `There is no page file pages/${file}.`);
  const text = fs.readFileSync(abs, "utf8");
  return { file, text, version: versionOf(text) };
}

/** The problems `npm run validate` would find with this page saved, and the text it would have. */
export async function checkDraft(root: string, file: string, page: Record<string, unknown>) {
  const abs = pagePath(path.join(root, "pages"), file);
  const text = await formatPage(page, fs.existsSync(abs) ? fs.readFileSync(abs, "utf8") : undefined);
  return { text, problems: checkPage(file, text, root) };
}

/** Writes a file by a temporary file in the same folder and a rename: never a half-written page. */
function writeAtomically(abs: string, text: string) {
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, abs);
}

export interface SaveResult {
  version: string;
  text: string;
  /** The file now holds `text`, read back after the write: the editor says "Saved" only then. */
  written: true;
}

/**
 * Saves a page the editor opened at `version`: refused while the page has a problem, and when the
 * file changed on disk since (someone else's edit is never overwritten).
 */
export async function savePage(
  root: string,
  pagesDir: string,
  file: string,
  version: unknown,
  page: Record<string, unknown>,
): Promise<SaveResult | { problems: Problem[] }> {
  const abs = pagePath(pagesDir, file);
  const current = fs.existsSync(abs) ? versionOf(fs.readFileSync(abs)) : null;
  if (current !== version)
    throw new Refusal(
      409,
      `Nothing was saved: pages/${file} changed on disk since you opened it (someone else saved it, or it was edited outside the editor).`,
    );
  const { text, problems } = await checkDraft(root, file, page);
  if (problems.length) return { problems };
  writeAtomically(abs, text);
  if (fs.readFileSync(abs, "utf8") !== text)
    throw new Error(`pages/${file} does not hold what was written to it (${abs})`);
  return { version: versionOf(text), text, written: true };
}

/** 'about' or '/About/' -> '/about'. */
const asRoute = (input: string) => normalizeRoute(`/${input.trim().replace(/^\/+/, "")}`);

/**
 * Plans a page for a new route: its file named by the rules `npm run validate` applies, with the
 * right "$schema", a title and a page hero; its description is left for the editor to write. Refuses
 * a route a page already has. Writes nothing: the editor's first Save writes the file.
 */
export function newPage(pagesDir: string, input: unknown) {
  if (typeof input !== "string" || !input.trim())
    throw new Refusal(400, "Write the new page's address, e.g. /careers.");
  const route = asRoute(input);
  // Its file is the address without the first "/", plus ".json": 'careers' -> 'careers.json'.
  const longest = MAX_PAGE_PATH - ".json".length + "/".length;
  if (route.length > longest)
    throw new Refusal(
      400,
      `This address is ${route.length} characters long; a page address can have at most ${longest}. Choose a shorter one.`,
    );
  if (route === "/") throw new Refusal(409, "The home page / already exists.");
  const file = `${route.slice(1)}.json`;
  const fixed = fixPageFileName(file);
  if (fixed !== file)
    throw new Refusal(
      400,
      `"${route}" cannot be a page address: use lower-case words joined by dashes, e.g. "/${fixed.slice(0, -5)}".`,
    );
  const taken = listPages(pagesDir).find((p) => p.route !== null && normalizeRoute(p.route) === route);
  if (taken) throw new Refusal(409, `The page ${route} already exists (pages/${taken.file}).`);
  const abs = pagePath(pagesDir, file);
  if (fs.existsSync(abs)) throw new Refusal(409, `pages/${file} already exists.`);
  const name = route
    .split("/")
    .pop()!
    .split("-")
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
  const page = {
    $schema: schemaPathFor(`pages/${file}`, "page.schema.json"),
    meta: { title: name, description: "" },
    sections: [{ type: "pageHero", title: name, breadcrumb: [{ label: "Home", href: "/" }, { label: name }] }],
  };
  return { file, route, page };
}
