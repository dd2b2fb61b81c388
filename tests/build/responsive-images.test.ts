import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { htmlFiles } from "../../scripts/lib/html-files.ts";
import { ROOT } from "../../engine/paths.ts";
import { copyWidths, RASTER_IMAGE, sizedSrc } from "../../src/lib/responsive-images.ts";

// Reads the build `npm run build` made: raster pictures are served in a few widths (srcset), and
// the copies the srcset names are in the build at those pixel widths, never in public/.
const client = path.join(ROOT, "build/client");
const COPY = /\.\d+w\.[a-z]+$/;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** Every file under `dir` (full paths), none if it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const widthOf = async (file: string) => (await sharp(file).metadata()).autoOrient.width;

describe("responsive pictures in the build", () => {
  it("a raster <img> on a built page has srcset and sizes, whose files exist at the widths named, never wider than it", async () => {
    const tags = htmlFiles(client).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/<img\s[^>]*>/g)].map((m) => ({ file, tag: m[0] })),
    );
    for (const { file, tag } of tags.filter(({ tag }) => RASTER_IMAGE.test(attr(tag, "src") ?? ""))) {
      const where = `${path.relative(client, file)}: ${tag}`;
      const width = Number(attr(tag, "width"));
      expect(width, where).toBeGreaterThan(0);
      expect(Number(attr(tag, "height")), where).toBeGreaterThan(0);
      const srcset = attr(tag, "srcset");
      if (width <= 480) continue; // no copy is narrower than the smallest width: served as it is
      expect(srcset, where).toBeDefined();
      expect(attr(tag, "sizes"), where).toBeDefined();
      for (const candidate of srcset!.split(",").map((c) => c.trim().split(/\s+/))) {
        const [url = "", w = ""] = candidate;
        const named = Number(w.replace(/w$/, ""));
        expect(named, where).toBeLessThanOrEqual(width);
        expect(await widthOf(path.join(client, url)), `${where}: ${url}`).toBe(named);
      }
    }
  });

  it("every raster picture under images/ has its narrower copies at their widths, and public/ has none", async () => {
    const pictures = filesUnder(path.join(client, "images")).filter((f) => RASTER_IMAGE.test(f) && !COPY.test(f));
    let copies = 0;
    for (const file of pictures) {
      const src = `/${path.relative(client, file).split(path.sep).join("/")}`;
      const width = await widthOf(file);
      for (const w of copyWidths(src, width)) {
        expect(await widthOf(path.join(client, sizedSrc(src, w))), sizedSrc(src, w)).toBe(w);
        copies++;
      }
    }
    // The site's link-preview picture (images/og/default.jpg, 1200 px) has two at least.
    expect(copies).toBeGreaterThanOrEqual(2);
    expect(filesUnder(path.join(ROOT, "public/images")).filter((f) => COPY.test(f))).toEqual([]);
  });
});
