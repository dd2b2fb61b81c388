import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { copyWidths, RASTER_IMAGE, sizedSrc } from "../../src/lib/responsive-images.ts";

/** A copy the build made ('team.960w.webp'): never the source of more copies. */
const COPY = /\.\d+w\.[a-z]+$/;

/**
 * The narrower copies of every raster picture under `clientDir`/images/ that the site's `srcset`
 * names (src/lib/responsive-images.ts): made at each width, in the picture's own format, into the
 * build only (public/ keeps the originals). Returns the files made, relative to `clientDir`.
 */
export async function makeResponsiveSizes(clientDir: string): Promise<string[]> {
  const made: string[] = [];
  const visit = async (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(file);
      else if (RASTER_IMAGE.test(entry.name) && !COPY.test(entry.name)) {
        const src = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
        // The width a browser shows: a photo's EXIF quarter turn applied, as the copies have it applied.
        const { width } = (await sharp(file).metadata()).autoOrient;
        for (const w of copyWidths(src, width)) {
          await sharp(file)
            .autoOrient()
            .resize({ width: w })
            .toFile(path.join(clientDir, sizedSrc(src, w)));
          made.push(sizedSrc(src, w).slice(1));
        }
      }
    }
  };
  const images = path.join(clientDir, "images");
  if (fs.existsSync(images)) await visit(images);
  return made;
}
