import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { RESPONSIVE_WIDTHS } from "../../src/lib/responsive-images.ts";

/** '/images/team.960w.webp' -> the picture '/images/team.webp' and the width 960. */
const SIZED = /^(\/images\/[a-z0-9/_.-]+)\.(\d+)w\.(png|jpg|webp|avif)$/;

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", avif: "image/avif" };

/**
 * The development server's answer to the narrower copies a raster picture's srcset names
 * (src/lib/responsive-images.ts), which `npm run build` makes into build/ only: made from the
 * picture in public/ when asked for, so that `npm run dev` and the editor's preview show the
 * picture as the built site does instead of a missing file.
 */
export function responsiveImagesInDev(): Plugin {
  return {
    name: "nexaforge:responsive-images",
    apply: "serve",
    configureServer(server) {
      const images = path.join(server.config.publicDir, "images") + path.sep;
      server.middlewares.use((req, res, next) => {
        const match = SIZED.exec(new URL(req.url ?? "/", "http://dev.invalid").pathname);
        const width = Number(match?.[2]);
        if (!match || !(RESPONSIVE_WIDTHS as readonly number[]).includes(width)) return next();
        const picture = path.join(server.config.publicDir, `${match[1]}.${match[3]}`);
        // The pattern allows no "..", and the picture must be a file under public/images/.
        if (!picture.startsWith(images) || !fs.statSync(picture, { throwIfNoEntry: false })?.isFile()) return next();
        sharp(picture)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .toBuffer()
          .then((body) => {
            res.setHeader("content-type", TYPES[match[3]!]!);
            res.setHeader("cache-control", "no-store");
            res.end(body);
          })
          .catch(next);
      });
    },
  };
}
