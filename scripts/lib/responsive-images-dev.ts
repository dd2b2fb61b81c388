import type { Plugin } from "vite";
import { narrowCopy } from "../../engine/narrow-copy.server.ts";

/**
 * The development server's answer to the narrower copies a raster picture's srcset names
 * (engine/narrow-copy.server.ts), which `npm run build` makes into build/ only: so that
 * `npm run dev` and the editor's preview show the picture as the built site does instead of a missing file.
 */
export function responsiveImagesInDev(): Plugin {
  return {
    name: "nexaforge:responsive-images",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? "/", "http://dev.invalid");
        narrowCopy(server.config.publicDir, pathname).then((copy) => {
          if (!copy) return next();
          res.setHeader("content-type", copy.type);
          res.setHeader("cache-control", "no-store");
          res.end(copy.body);
        }, next);
      });
    },
  };
}
