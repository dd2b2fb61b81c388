/**
 * A throwaway PostgreSQL server for the tests: Debian's `postgresql` package's programs
 * (/usr/lib/postgresql/VERSION/bin), a cluster made by initdb in a temp folder, started by pg_ctl
 * on a free port of its own (its unix socket in the same folder), stopped and removed at the end.
 * initdb refuses to run as root, so as root the programs run as the `postgres` user the package
 * creates.
 *
 * Without the programs the PostgreSQL tests fail with what to install, unless
 * SKIP_POSTGRES_TESTS=1 says they are not wanted (then `postgresTests` is false and they skip).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./process-helper.ts";

/** The superuser's password: the cluster takes passwords over TCP, so tests can try a wrong one. */
export const PG_PASSWORD = "test-only-password";

/** false when SKIP_POSTGRES_TESTS=1: the PostgreSQL test files skip their tests. */
export const postgresTests = !["1", "true", "yes"].includes((process.env.SKIP_POSTGRES_TESTS ?? "").toLowerCase());

/** The newest /usr/lib/postgresql/N/bin holding initdb and pg_ctl, or a plain error saying what to install. */
export function postgresBin(root = "/usr/lib/postgresql"): string {
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter(
          (v) =>
            fs.existsSync(path.join(root, v, "bin", "initdb")) && fs.existsSync(path.join(root, v, "bin", "pg_ctl")),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error(
      `The PostgreSQL tests need PostgreSQL's server programs (initdb, pg_ctl in ${root}/VERSION/bin), ` +
        "and they are not installed. Install them with `apt-get install -y postgresql` (Debian, Ubuntu), " +
        "or set SKIP_POSTGRES_TESTS=1 to leave these tests out.",
    );
  return path.join(root, versions[0]!, "bin");
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * Starts a new cluster; `stop()` in afterAll stops it and removes its folder. `durable` keeps
 * PostgreSQL's fsync on, as in production (the benchmark); tests leave it off.
 */
export async function startCluster(options: { durable?: boolean } = {}) {
  const bin = postgresBin();
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-pg-"));
  const data = path.join(dir, "data");
  const log = path.join(dir, "server.log");
  if (root) execFileSync("chown", ["postgres:postgres", dir]);
  /** A program of the package, as the postgres user when this is root. */
  const run = (program: string, args: string[]) => {
    const command = root ? "runuser" : path.join(bin, program);
    const all = root ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
    try {
      return execFileSync(command, all, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string };
      const serverLog = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : "";
      throw new Error(
        `${program} ${args.join(" ")} failed: ${e.message}\n${e.stdout ?? ""}${e.stderr ?? ""}${serverLog}`,
        { cause: error },
      );
    }
  };
  const pwfile = path.join(dir, "pwfile");
  fs.writeFileSync(pwfile, `${PG_PASSWORD}\n`, { mode: 0o600 });
  if (root) execFileSync("chown", ["postgres:postgres", pwfile]);
  run("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--pwfile",
    pwfile,
    "--auth-local=trust",
    "--auth-host=scram-sha-256",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  fs.rmSync(pwfile);
  const port = await freePort();
  // Tests need no durability across a power cut: fsync off spares the shared machine's disk.
  const fsync = options.durable ? "on" : "off";
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync} -c max_connections=100`;
  const start = () => run("pg_ctl", ["start", "-w", "-t", "60", "-D", data, "-l", log, "-o", settings]);
  start();
  let running = true;

  const url = (database = "postgres", password = PG_PASSWORD) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  /** A query as the superuser, on its own connection. */
  async function admin<T extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    database = "postgres",
    params: unknown[] = [],
  ) {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  let databases = 0;
  return {
    port,
    dir,
    url,
    admin,
    /** A new empty database; returns its DATABASE_URL. */
    async createDatabase(name = `nexaforge_${process.pid}_${++databases}`) {
      await admin(`CREATE DATABASE ${name}`);
      return url(name);
    },
    /** Stops PostgreSQL as an operator restarting it would (connections cut at once). */
    stopServer() {
      run("pg_ctl", ["stop", "-w", "-D", data, "-m", "fast"]);
      running = false;
    },
    startServer() {
      start();
      running = true;
    },
    async stop() {
      if (running) run("pg_ctl", ["stop", "-w", "-D", data, "-m", "immediate"]);
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
