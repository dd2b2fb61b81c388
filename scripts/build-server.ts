/**
 * `npm run build:server`: the public server and the studio compiled to JavaScript in dist/
 * (scripts/lib/server-build.ts). `npm run build` runs it too; with --if-stale, only when dist/ is
 * missing or older than its sources.
 */
import { buildServerOrExit } from "./lib/server-build.ts";

buildServerOrExit({ ifStale: process.argv.includes("--if-stale") });
