/**
 * First half of `npm start`: builds the site if the build is missing or older than its sources,
 * and compiles the server (dist/) if it is, then exits. A server on a releases folder (RELEASES_DIR)
 * serves what was installed there, so build/ is left alone. The script then execs
 * `node dist/server/main.js`, so the server is a plain node process on JavaScript (not a child of
 * this one): a signal sent to it is handled once, by the server.
 */
import { spawnSync } from "node:child_process";
import { ROOT } from "../engine/paths.ts";
import { buildIsCurrent } from "./lib/build-stamp.ts";
import { buildServerOrExit } from "./lib/server-build.ts";

if (!process.env.RELEASES_DIR && !buildIsCurrent()) {
  console.log("The build is missing or out of date: building the site (about a minute)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// `npm run build` compiles the server too; a build kept from before, or a change to the server's
// code alone, leaves it to do here.
buildServerOrExit({ ifStale: true });
