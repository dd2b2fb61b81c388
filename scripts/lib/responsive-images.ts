import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { copyWidths, RASTER_IMAGE, RESPONSIVE_WIDTHS, sizedSrc } from "../../src/lib/responsive-images.ts";

/** A copy the build made ('team.960w.webp'): never the source of more copies. */
const COPY = /\.\d+w\.[a-z]+$/;

/** '/images/team.webp' for a file under `clientDir`. */
const srcOf = (clientDir: string, file: string) => `/${path.relative(clientDir, file).split(path.sep).join("/")}`;

/** A picture that has narrower copies: a raster one under images/, not itself a copy. */
const hasCopies = (clientDir: string, file: string) =>
  RASTER_IMAGE.test(file) && !COPY.test(file) && srcOf(clientDir, file).startsWith("/images/");

/**
 * The narrower copies of one raster picture of a build (`file`, under `clientDir`/images/) that the
 * site's `srcset` names (src/lib/responsive-images.ts): made at each width, in the picture's own
 * format. Returns the files made, relative to `clientDir`; none for an SVG or one of the copies.
 */
export async function makeCopiesOf(clientDir: string, file: string): Promise<string[]> {
  if (!hasCopies(clientDir, file)) return [];
  const src = srcOf(clientDir, file);
  // The width a browser shows: a photo's EXIF quarter turn applied, as the copies have it applied.
  const { width } = (await sharp(file).metadata()).autoOrient;
  const made: string[] = [];
  for (const w of copyWidths(src, width)) {
    await sharp(file)
      .autoOrient()
      .resize({ width: w })
      .toFile(path.join(clientDir, sizedSrc(src, w)));
    made.push(sizedSrc(src, w).slice(1));
  }
  return made;
}

/**
 * The copies a build may hold of a picture (every width, whether or not it was wide enough to have
 * them), relative to `clientDir`: what goes with the picture when it is replaced or removed.
 */
export function copiesOf(clientDir: string, file: string): string[] {
  if (!hasCopies(clientDir, file)) return [];
  const src = srcOf(clientDir, file);
  return RESPONSIVE_WIDTHS.map((w) => sizedSrc(src, w).slice(1));
}

/**
 * The narrower copies of every raster picture under `clientDir`/images/ (makeCopiesOf), into the
 * build only (public/ keeps the originals). Returns the files made, relative to `clientDir`.
 */
export async function makeResponsiveSizes(clientDir: string): Promise<string[]> {
  const made: string[] = [];
  const visit = async (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(file);
      else made.push(...(await makeCopiesOf(clientDir, file)));
    }
  };
  const images = path.join(clientDir, "images");
  if (fs.existsSync(images)) await visit(images);
  return made;
}
