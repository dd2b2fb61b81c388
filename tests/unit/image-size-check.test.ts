/**
 * A raster picture's width and height in a page file must be the file's own: the page reserves that
 * space before the picture arrives, and the site's responsive sizes are made from it.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { loadSiteContent } from "../../engine/load.server.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

const hero = { type: "pageHero", title: "Test", breadcrumb: [{ label: "Home", href: "/" }, { label: "Test" }] };
const pageWith = (image: Record<string, unknown>) =>
  JSON.stringify({
    $schema: "../schema/page.schema.json",
    meta: { title: "Test", description: "A page written by the picture size tests." },
    sections: [hero, { type: "textMedia", heading: "Our office", paragraphs: ["Where we work."], image }],
  });

/** The problems of pages/test.json with a 1200 x 800 PNG at public/images/photo.png (in the copy's own public/). */
async function problemsWith(image: Record<string, unknown>) {
  site = copySite();
  // copySite links public/ to the project's: this test's picture goes into a public/ of its own.
  fs.rmSync(path.join(site.root, "public"));
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  site.write("public/images/photo.png", png);
  site.write("pages/test.json", pageWith(image));
  return loadSiteContent(site.root).problems.filter((p) => p.file === "pages/test.json");
}

describe("a picture's size in the page file", () => {
  it("is refused when it is not the file's, saying the file's size", async () => {
    const found = await problemsWith({ src: "/images/photo.png", alt: "Our office", width: 600, height: 400 });
    expect(found.map((p) => [p.pointer, p.message, p.hint])).toEqual([
      [
        "/sections/1/image",
        "the picture /images/photo.png is 1200 × 800 pixels, but its width and height here say 600 × 400",
        "write width 1200 and height 800, or upload the picture again in the visual editor",
      ],
    ]);
  });

  it("passes when it is the file's", async () => {
    expect(await problemsWith({ src: "/images/photo.png", alt: "Our office", width: 1200, height: 800 })).toEqual([]);
  });
});
