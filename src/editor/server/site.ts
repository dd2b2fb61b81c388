import fs from "node:fs";
import path from "node:path";
import type { SiteContent } from "../../content/model.ts";

/** An image under public/images/ the pickers offer. */
const IMAGE = /\.(svg|webp|avif|png|jpg)$/;

function listImages(publicDir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const dir = path.join(publicDir, rel);
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (IMAGE.test(entry.name)) out.push(child);
    }
  };
  walk("/images");
  return out.sort();
}

/**
 * What the editor's preview and pickers need from the rest of the site: the settings and
 * collections the blocks read, every route with its section anchors, and the image files.
 */
export function siteFacts(root: string, content: SiteContent) {
  const collections = Object.fromEntries(Object.entries(content.collections).map(([name, file]) => [name, file!.data]));
  const anchors: Record<string, string[]> = {};
  for (const page of content.pages)
    if (page.route !== null)
      anchors[page.route] = page.data.sections.flatMap((s) => (typeof s.id === "string" && !s.hidden ? [s.id] : []));
  return { collections, anchors, images: listImages(path.join(root, "public")) };
}
