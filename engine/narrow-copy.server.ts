import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { RESPONSIVE_WIDTHS } from "../src/lib/responsive-images.ts";

/** '/images/team.960w.webp' -> the picture '/images/team.webp' and the width 960. */
const SIZED = /^(\/images\/[a-z0-9/_.-]+)\.(\d+)w\.(png|jpg|webp|avif)$/;

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", avif: "image/avif" };

export interface NarrowCopy {
  type: string;
  body: Buffer;
}

/** Enough for every copy of a site's pictures many times over; a copy is tens of kilobytes. */
const MAX_BYTES = 32 << 20;

/**
 * The narrower copies a raster picture's srcset names (src/lib/responsive-images.ts), which
 * `npm run build` makes into build/ only, made from the picture in a public/ folder when asked for:
 * so that a preview (`npm run dev`, the editor in either host) shows the picture as the built site
 * does. Each is made once and kept, by the picture's path, size, date and inode (an upload that
 * replaces a picture under its name makes new copies), the least recently asked for dropped first past
 * `maxBytes`: anyone may ask for them without logging in to the studio, and a resize costs tens to
 * hundreds of milliseconds of CPU. Copies asked for while being made are made once.
 */
export class NarrowCopies {
  private readonly kept = new Map<string, { stamp: string; copy: NarrowCopy }>();
  private readonly making = new Map<string, Promise<NarrowCopy>>();
  /** The bytes of the copies kept now. */
  bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  /** The copy `pathname` names; undefined when it names no such copy of a picture that exists. */
  async get(publicDir: string, pathname: string): Promise<NarrowCopy | undefined> {
    const match = SIZED.exec(pathname);
    const width = Number(match?.[2]);
    if (!match || !(RESPONSIVE_WIDTHS as readonly number[]).includes(width)) return undefined;
    const images = path.join(publicDir, "images") + path.sep;
    const picture = path.join(publicDir, `${match[1]}.${match[3]}`);
    // The pattern allows no "..", and the picture must be a file under public/images/.
    const stat = picture.startsWith(images) ? await fs.promises.stat(picture).catch(() => undefined) : undefined;
    if (!stat?.isFile()) return undefined;
    const key = `${picture}\u0000${width}`;
    const stamp = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
    const kept = this.kept.get(key);
    if (kept?.stamp === stamp) {
      // Asked for again: the most recently used, the last to be dropped.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.copy;
    }
    const making = `${key}\u0000${stamp}`;
    let made = this.making.get(making);
    if (!made) {
      made = this.make(picture, width, TYPES[match[3]!]!);
      this.making.set(making, made);
      void made.then(
        (copy) => this.keep(key, stamp, copy),
        () => undefined,
      );
      void made.finally(() => this.making.delete(making)).catch(() => undefined);
    }
    return made;
  }

  private async make(picture: string, width: number, type: string): Promise<NarrowCopy> {
    // Read here, not by sharp from the path: libvips keeps files it opened by name, and would
    // resize the picture an upload has just replaced.
    const bytes = await fs.promises.readFile(picture);
    const body = await sharp(bytes).autoOrient().resize({ width, withoutEnlargement: true }).toBuffer();
    return { type, body };
  }

  private keep(key: string, stamp: string, copy: NarrowCopy) {
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.bytes -= old.copy.body.length;
    }
    if (copy.body.length > this.maxBytes) return;
    this.kept.set(key, { stamp, copy });
    this.bytes += copy.body.length;
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= entry.copy.body.length;
    }
  }
}

const shared = new NarrowCopies();

/** A narrower copy of a picture in `publicDir`, kept for the process (NarrowCopies). */
export const narrowCopy = (publicDir: string, pathname: string) => shared.get(publicDir, pathname);
