/**
 * Loaded into every process of `npm run test:node24` (NODE_OPTIONS=--import; Node 24 runs it as
 * it is, so it holds only TypeScript that can be stripped). node_modules holds better-sqlite3's
 * addon built for the Node that ran `npm ci`; a process on Node 24 loads the one built for it
 * (NODE24_SQLITE_ADDON, see scripts/lib/node24.ts) instead. The package's JavaScript, its
 * dependencies and everything else resolve as usual.
 */
import * as nodeModule from "node:module";
import { pathToFileURL } from "node:url";

interface Resolved {
  url: string;
}
type Resolve = (
  specifier: string,
  context: object,
  next: (specifier: string, context: object) => Resolved,
) => Resolved & { shortCircuit?: boolean };
// module.registerHooks (Node 22.15 and 24): synchronous, in this thread, for require() and import alike.
const { registerHooks } = nodeModule as unknown as { registerHooks: (hooks: { resolve: Resolve }) => void };

const ADDON = "/node_modules/better-sqlite3/build/Release/better_sqlite3.node";
const replacement = process.env.NODE24_SQLITE_ADDON;

if (replacement) {
  const url = pathToFileURL(replacement).href;
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      return resolved.url.endsWith(ADDON) ? { ...resolved, url, shortCircuit: true } : resolved;
    },
  });
}
