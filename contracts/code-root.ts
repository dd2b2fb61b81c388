import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder at or above `from` that holds a package.json. */
export function packageFolder(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * This code's project folder, where package.json is: the same folder whether this module runs from
 * its source (contracts/) or compiled (dist/contracts/, `npm run build:server`): dist/ holds none.
 */
export const CODE_ROOT = packageFolder(path.dirname(fileURLToPath(import.meta.url)));

/**
 * A module beside `metaUrl`'s own, by its name without extension, as this process runs its code:
 * 'store-worker' -> store-worker.js beside compiled JavaScript, or `typescript` (store-worker.mjs,
 * a plain file that loads the TypeScript through tsx; or store-worker.ts when a loader is given
 * the name) beside the source.
 */
export function sibling(metaUrl: string, name: string, typescript = `${name}.ts`): URL {
  return new URL(metaUrl.endsWith(".js") ? `./${name}.js` : `./${typescript}`, metaUrl);
}
