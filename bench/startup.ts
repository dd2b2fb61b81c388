/**
 * `npm run bench:startup`: how long the public server takes from its start to its first 200 on
 * /readyz (its database open and migrated in the store's worker thread, the build read), run the way
 * production runs it (`node dist/server/main.js`, compiled first when stale) and the way it ran
 * before (`node --import tsx server/main.ts`, compiling each file as it is imported), alternating,
 * each on a new database. Prints each way's runs and their median.
 *
 *   npm run bench:startup                 5 runs of each
 *   npm run bench:startup -- --runs 9     more runs
 *   npm run bench:startup -- --only js    one way only (js or tsx)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildServer } from "../scripts/lib/server-build.ts";
import { median } from "./figures.ts";
import { exited, freePort, ROOT, scratch } from "./server-process.ts";

const WAYS = {
  js: { label: "node dist/server/main.js", args: [path.join(ROOT, "dist/server/main.js")] },
  tsx: { label: "node --import tsx server/main.ts", args: ["--import", "tsx", path.join(ROOT, "server/main.ts")] },
} as const;
type Way = keyof typeof WAYS;

function options() {
  try {
    const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, only: { type: "string" } } });
    const runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1)
      throw new Error(`--runs takes a whole number of 1 or more, not ${values.runs}`);
    if (values.only !== undefined && !(values.only in WAYS))
      throw new Error(`--only takes js or tsx, not ${values.only}`);
    return { runs, ways: values.only ? [values.only as Way] : (Object.keys(WAYS) as Way[]) };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}

/** Milliseconds from the spawn to the first 200 on /readyz, on a database of its own. */
async function startOnce(way: Way, run: number): Promise<number> {
  const { dir, buildDir, databaseFile } = scratch(`nexaforge-startup-${way}-${run}-`);
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, WAYS[way].args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      BUILD_DIR: buildDir,
      DATABASE_FILE: databaseFile,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${WAYS[way].label} exited with code ${child.exitCode}:\n${errors}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error(`${WAYS[way].label} was not ready within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await exited(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const { runs, ways } = options();
if (ways.includes("js")) buildServer({ ifStale: true });
const times = new Map<Way, number[]>(ways.map((way) => [way, []]));
console.log(`Start-up to the first 200 on /readyz, ${runs} run${runs === 1 ? "" : "s"} of each, alternating:`);
for (let run = 1; run <= runs; run++)
  for (const way of ways) {
    const ms = await startOnce(way, run);
    times.get(way)!.push(ms);
    console.log(`  run ${run}  ${WAYS[way].label.padEnd(34)} ${Math.round(ms)} ms`);
  }
console.log("");
for (const way of ways) {
  const all = times.get(way)!;
  console.log(
    `${WAYS[way].label.padEnd(34)} median ${Math.round(median(all))} ms (lowest ${Math.round(Math.min(...all))}, highest ${Math.round(Math.max(...all))})`,
  );
}
