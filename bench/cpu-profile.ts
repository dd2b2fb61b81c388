/**
 * What bench:api --profile prints: where each thread of a server spent the run, read from the
 * .cpuprofile files node's --cpu-prof writes (one for each thread). Time is wall time sampled on the
 * thread: a call that waits in the kernel (SQLite's commit waiting for fsync) counts where it waits.
 */
import fs from "node:fs";
import path from "node:path";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** "sqliteTransaction better-sqlite3/lib/methods/transaction.js", short enough to read. */
function where(frame: CallFrame): string {
  const file = frame.url
    .replace(/^file:\/\//, "")
    .replace(/\?.*$/, "")
    .replace(/.*\/node_modules\//, "")
    .replace(`${process.cwd()}/`, "");
  return `${frame.functionName || "(anonymous)"}${file ? ` ${file}` : ""}`;
}

export interface ThreadSummary {
  file: string;
  totalMs: number;
  idleMs: number;
  top: { where: string; ms: number }[];
}

export function summarize(file: string, count = 8): ThreadSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const key = where(frames.get(id)!);
    self.set(key, (self.get(key) ?? 0) + us);
  });
  const idle = self.get("(idle)") ?? 0;
  self.delete("(idle)");
  const top = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => ({ where: key, ms: us / 1000 }));
  return { file: path.basename(file), totalMs: total / 1000, idleMs: idle / 1000, top };
}

/** The threads that did any work (over 5% busy), each with its busiest functions. */
export function profileReport(dir: string): string {
  const lines: string[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .sort()) {
    const s = summarize(path.join(dir, file));
    const busy = s.totalMs - s.idleMs;
    if (busy < s.totalMs * 0.05) continue;
    lines.push(
      `${s.file}: busy ${(busy / 1000).toFixed(1)} s of ${(s.totalMs / 1000).toFixed(1)} s (${((busy / s.totalMs) * 100).toFixed(0)}%)`,
    );
    for (const t of s.top) lines.push(`  ${t.ms.toFixed(0).padStart(6)} ms  ${t.where}`);
  }
  return lines.join("\n");
}
