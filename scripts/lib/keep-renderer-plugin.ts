import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Beside client/ in a build: the compiled page renderer that an incremental build reuses. */
export const RENDERER_DIR = "renderer";

/**
 * Keeps a copy of the server build for scripts/lib/incremental-build.ts. With ssr:false React Router
 * prerenders every page from its server build and then deletes it; the copy lets a later build
 * render just the pages that changed with the same compiled code, without compiling again.
 * It runs before React Router's own step at the end of the server build (pre, and sequential, so
 * that the copy is whole before the deletion starts).
 */
export function keepRenderer(): Plugin {
  let ssr = false;
  let outDir = "";
  return {
    name: "nexaforge:keep-renderer",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: "pre",
      sequential: true,
      handler() {
        if (!ssr) return;
        const kept = path.join(path.dirname(outDir), RENDERER_DIR);
        fs.rmSync(kept, { recursive: true, force: true });
        fs.cpSync(outDir, kept, { recursive: true });
      },
    },
  };
}
