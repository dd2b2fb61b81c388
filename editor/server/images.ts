import path from "node:path";
import sharp from "sharp";
import { UPLOADS, uploadsFolder } from "./guard.ts";
import type { EditorContext } from "./handlers/context.ts";
import { windowsReserved } from "./page-path.ts";
import { Refusal } from "./refusal.ts";
import { StaleFile } from "./store/content-store.ts";
import { versionOf } from "./version.ts";

/** The largest upload taken: a phone's photo is 3 to 8 MB; 15 MB leaves room for a large PNG. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** The long side a stored picture has at most: twice a wide layout's 1200 px, for sharp high-density screens. */
export const MAX_IMAGE_SIDE = 2400;

/**
 * The most pixels an upload may have: 100 megapixels (10,000 × 10,000), past any camera's usual
 * photo (12 to 50), bounding the time and memory shrinking one takes; sharp is held to the same
 * figure (its own default, 268 megapixels, it reports as an error that reads like "not a picture").
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

const ACCEPTED = new Set(["png", "jpeg", "webp"]);

const count = (n: number) => n.toLocaleString("en-US");

/** The refusal of a picture past MAX_IMAGE_PIXELS: its size, what fits, and what to do. */
const tooManyPixels = (width: number, height: number) =>
  `This picture is ${count(width)} × ${count(height)} pixels (${count(Math.round((width * height) / 1e6))} megapixels): the most that can be uploaded is ${MAX_IMAGE_PIXELS / 1e6} megapixels (${count(Math.sqrt(MAX_IMAGE_PIXELS))} × ${count(Math.sqrt(MAX_IMAGE_PIXELS))}, for example). Save it smaller (about ${MAX_IMAGE_SIDE} pixels on its long side is plenty) and upload it again.`;

const NOT_A_PICTURE =
  "This file is not a PNG, JPEG or WebP picture (whatever its name says). Save it as one of those and upload it again.";

const SVG_REFUSED =
  "SVG drawings cannot be uploaded here: an SVG file can carry a script that would run on the site. Save the drawing as PNG, JPEG or WebP and upload that, or ask a developer to add the SVG.";

/** The refusal of a body past MAX_IMAGE_BYTES, which the host reading the request sends (413). */
export const TOO_LARGE = `This picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB, the most that can be uploaded. Save it smaller (about ${MAX_IMAGE_SIDE} pixels on its long side is plenty) and upload it again.`;

/** An SVG by its first characters (after any byte-order mark, white space, XML declaration or comment). */
const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));

/**
 * A file name for an upload: 'Café  Ribbon (final).jpeg' -> 'cafe-ribbon-final'. Lower-case letters,
 * digits and dashes only, as the image path's pattern (schema/defs.schema.json) asks; "image" when
 * nothing of the name is left, and '-picture' after a name Windows keeps for itself, as page names
 * refuse them ('CON.png' -> 'con-picture'): the site's checkout must open on Windows too.
 */
export function imageSlug(name: string): string {
  const slug = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  if (!slug) return "image";
  return windowsReserved(slug) ? `${slug}-picture` : slug;
}

/**
 * Stores `bytes` as `<slug>.webp`, or `<slug>-2.webp`, `-3`... when that name holds another picture:
 * an existing file is never overwritten (the store refuses a file that appeared since it was seen
 * missing, and the next name is tried), and the same picture uploaded again reuses its file.
 */
async function storeUnder(ctx: Pick<EditorContext, "store" | "author">, slug: string, bytes: Buffer): Promise<string> {
  const wanted = versionOf(bytes);
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${slug}.webp` : `${slug}-${n}.webp`;
    const at = `public/${UPLOADS}/${name}`;
    const now = ctx.store.version(at);
    if (now === wanted) return name;
    if (now !== null) continue;
    try {
      const message = `Uploaded the picture /${UPLOADS}/${name}`;
      await ctx.store.write({
        texts: new Map([[at, bytes]]),
        read: new Map([[at, null]]),
        author: ctx.author,
        message,
      });
      return name;
    } catch (error) {
      if (!(error instanceof StaleFile)) throw error;
      n--; // it appeared meanwhile: look at what it holds
    }
  }
}

export interface Uploaded {
  /** The value for the page file: "/images/uploads/office-team.webp". */
  src: string;
  width: number;
  height: number;
}

/**
 * An uploaded picture, known by its bytes (not its name or declared type): PNG, JPEG or WebP is
 * turned upright by its EXIF orientation, made at most MAX_IMAGE_SIDE on its long side (never
 * enlarged), stored as WebP without its metadata (a photo's location stays off the site), and its
 * size read back from the stored file. SVG is refused: no sanitiser fits here without a DOM
 * implementation (jsdom) in the project, and an SVG's script runs on the site.
 */
export async function uploadImage(
  ctx: Pick<EditorContext, "store" | "author">,
  bytes: Buffer,
  name: string | undefined,
): Promise<Uploaded> {
  if (looksLikeSvg(bytes)) throw new Refusal(415, SVG_REFUSED);
  // The header only, whatever its size (sharp's limit would refuse a large one as unreadable).
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const format = (meta?.format as string | undefined) ?? "";
  if (format === "svg") throw new Refusal(415, SVG_REFUSED);
  if (!meta || !ACCEPTED.has(format)) throw new Refusal(415, NOT_A_PICTURE);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new Refusal(413, tooManyPixels(meta.width, meta.height));
  const webp = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new Refusal(415, NOT_A_PICTURE);
    });
  const dir = uploadsFolder(ctx.store.root);
  const file = await storeUnder(ctx, imageSlug(name ?? ""), webp);
  const { width, height } = await sharp(path.join(dir, file)).metadata();
  return { src: `/${UPLOADS}/${file}`, width, height };
}
