/**
 * One migration history per database, the same versions on both engines. A history is a folder
 * of NNN_what_it_does.sqlite.sql and NNN_what_it_does.postgres.sql, one pair per version: each
 * engine's own terms for one schema (SQLite's STRICT tables and COLLATE NOCASE, PostgreSQL's
 * identity columns and lower() indexes). A version that one engine needs nothing for still has
 * its file there, saying why, so that a database at version N is at the same schema on either.
 *
 * The runners that apply them (sqlite.ts's migrate, postgres.ts's migratePostgres) differ only in
 * how they keep two processes from applying one version twice.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Engine } from "./sql.ts";

export interface Migration {
  version: number;
  name: string;
  file: string;
}

/** What a history is: its folder, and where PostgreSQL records it (the studio shares the enquiries' database). */
export interface History {
  dir: string;
  /** The table of applied versions on PostgreSQL (SQLite files each hold one history: schema_migrations). */
  table: string;
  /** The advisory lock PostgreSQL instances take before they look at this history. */
  lock: number;
  /**
   * Versions that PostgreSQL databases recorded under other numbers before both engines shared
   * one history: `{ was, name }` is found under version `was` and moved to the version that has
   * its name now.
   */
  renumbered?: { was: number; name: string }[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The enquiry database: the public server's, read by the studio's inbox and the owner tools. */
export const ENQUIRY_HISTORY: History = {
  dir: path.resolve(here, "../migrations"),
  table: "schema_migrations",
  lock: 390_039_001,
  // PostgreSQL databases made before both engines shared this history began at SQLite's version 4
  // in one step (001) and counted on from there: 002 settings, 003 rate_limits. Those are 005 and
  // 006 now, on both engines.
  renumbered: [
    { was: 2, name: "settings" },
    { was: 3, name: "rate_limits" },
  ],
};

const FILE = /^(\d{3})_([a-z0-9_]+)\.(sqlite|postgres)\.sql$/;

/**
 * 'server/migrations/002_outbox.sqlite.sql' -> { version: 2, name: 'outbox' }, for one engine, in
 * version order. Fails when a version is missing, or has one engine's file and not the other's.
 */
export function listMigrations(dir = ENQUIRY_HISTORY.dir, engine: Engine = "sqlite"): Migration[] {
  const byVersion = new Map<number, { name: string; engines: Map<string, string> }>();
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith(".sql")) continue;
    const match = FILE.exec(f);
    if (!match) throw new Error(`Migration file ${f}: name it NNN_what_it_does.sqlite.sql or .postgres.sql`);
    const version = Number(match[1]);
    const entry = byVersion.get(version) ?? { name: match[2]!, engines: new Map<string, string>() };
    if (entry.name !== match[2]) throw new Error(`Migration ${f}: version ${version} is also ${entry.name}`);
    entry.engines.set(match[3]!, path.join(dir, f));
    byVersion.set(version, entry);
  }
  const versions = [...byVersion.keys()].sort((a, b) => a - b);
  return versions.map((version, i) => {
    const { name, engines } = byVersion.get(version)!;
    const label = `${String(version).padStart(3, "0")}_${name}`;
    if (version !== i + 1) throw new Error(`Migration ${label}: expected version ${i + 1}`);
    for (const e of ["sqlite", "postgres"])
      if (!engines.has(e))
        throw new Error(`Migration ${label} has no ${e}.sql: every version needs both engines' file`);
    return { version, name, file: engines.get(engine)! };
  });
}

/**
 * The renumbering `history` asks for, given its `migrations` and the versions a database recorded: [from, to] pairs,
 * empty when there is nothing to move.
 */
export function renumbering(
  history: History,
  migrations: Migration[],
  recorded: { version: number; name: string }[],
): [number, number][] {
  const now = new Map(migrations.map((m) => [m.name, m.version]));
  const moves: [number, number][] = [];
  for (const { was, name } of history.renumbered ?? []) {
    const to = now.get(name);
    if (to !== undefined && recorded.some((r) => r.version === was && r.name === name)) moves.push([was, to]);
  }
  return moves;
}
