import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { RASTER_IMAGE } from "../src/lib/responsive-images.ts";

/** A raster image's size as a browser shows it ('/images/team.webp' under `root`/public), or null if it cannot be told. */
function pixelSize(root: string, src: string): { width: number; height: number } | null {
  // An SVG scales: its width and height only set its shape.
  if (!RASTER_IMAGE.test(src)) return null;
  try {
    const size = imageSize(fs.readFileSync(path.join(root, "public", src)));
    if (!size.width || !size.height) return null;
    // EXIF orientations 5 to 8 turn the picture a quarter: browsers show it turned, width and height swapped.
    return (size.orientation ?? 1) >= 5
      ? { width: size.height, height: size.width }
      : { width: size.width, height: size.height };
  } catch {
    return null; // a missing file has its own problem; an unreadable one is left to the browser
  }
}

/**
 * The file's own size when an image's width and height (`image`, its object in the file: { src,
 * width, height, alt }) are not it, or null when they are, or when there are none to compare (an
 * SVG, a path without a size beside it, a file that cannot be read).
 */
export function sizeMismatch(
  root: string,
  src: string,
  image: unknown,
): { width: number; height: number; realWidth: number; realHeight: number } | null {
  const { width, height } = (image && typeof image === "object" ? image : {}) as Record<string, unknown>;
  if (typeof width !== "number" || typeof height !== "number") return null;
  const real = pixelSize(root, src);
  if (!real || (real.width === width && real.height === height)) return null;
  return { width, height, realWidth: real.width, realHeight: real.height };
}
