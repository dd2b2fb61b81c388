import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { RESPONSIVE_WIDTHS } from "../lib/responsive-images.ts";

/** '/images/team.960w.webp' -> the picture '/images/team.webp' and the width 960. */
const SIZED = /^(\/images\/[a-z0-9/_.-]+)\.(\d+)w\.(png|jpg|webp|avif)$/;

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", avif: "image/avif" };

/**
 * One of the narrower copies a raster picture's srcset names (src/lib/responsive-images.ts), which
 * `npm run build` makes into build/ only, made from the picture in `publicDir` when asked for: so
 * that a preview (`npm run dev`, the editor in either host) shows the picture as the built site
 * does. Undefined when `pathname` names no such copy of a picture that exists.
 */
export async function narrowCopy(
  publicDir: string,
  pathname: string,
): Promise<{ type: string; body: Buffer } | undefined> {
  const match = SIZED.exec(pathname);
  const width = Number(match?.[2]);
  if (!match || !(RESPONSIVE_WIDTHS as readonly number[]).includes(width)) return undefined;
  const images = path.join(publicDir, "images") + path.sep;
  const picture = path.join(publicDir, `${match[1]}.${match[3]}`);
  // The pattern allows no "..", and the picture must be a file under public/images/.
  if (!picture.startsWith(images) || !fs.statSync(picture, { throwIfNoEntry: false })?.isFile()) return undefined;
  const body = await sharp(picture).autoOrient().resize({ width, withoutEnlargement: true }).toBuffer();
  return { type: TYPES[match[3]!]!, body };
}
