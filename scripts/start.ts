/**
 * First half of `npm start`: builds the site if the build is missing or older than its sources,
 * then exits. A server on a releases folder (RELEASES_DIR) serves what was installed there, so
 * build/ is left alone. The script then execs `node --import tsx server/main.ts`, so the server is a plain
 * node process (not a child of this one): a signal sent to it is handled once, by the server.
 */
import { spawnSync } from "node:child_process";
import { ROOT } from "../src/content/paths.ts";
import { buildIsCurrent } from "./lib/build-stamp.ts";

if (!process.env.RELEASES_DIR && !buildIsCurrent()) {
  console.log("The build is missing or out of date: building the site (about a minute)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
