/**
 * First half of `npm start`: builds the site if the build is missing or older than its sources,
 * then exits. The script then execs `node --import tsx server/main.ts`, so the server is a plain
 * node process (not a child of this one): a signal sent to it is handled once, by the server.
 */
import { spawnSync } from "node:child_process";
import { ROOT } from "../src/content/paths.ts";
import { buildIsCurrent } from "./lib/build-stamp.ts";

if (!buildIsCurrent()) {
  console.log("The build is missing or out of date: building the site (about a minute)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
