/**
 * One query layer over both engines: every store (enquiries, the owner's inbox, the studio's
 * accounts, sessions, audit log and publishes) is written once against `Database`, with its SQL
 * in sql.ts's templates, and runs on SQLite (better-sqlite3) or PostgreSQL (pg) unchanged.
 *
 * Why a layer of our own rather than a query builder: every store here is a handful of short
 * statements that lean on what each engine does best (ON CONFLICT, RETURNING, partial indexes,
 * advisory locks, SQLite's secure_delete), so a builder would be mostly raw fragments; and the
 * enquiry store runs in a worker thread that commits many enquiries in one SQLite transaction,
 * which an asynchronous builder's driver would split into a round trip per statement through
 * its own connection queue. What the stores need is small: parameters written once, a
 * transaction that nests as savepoints, and a few fragments spelled per engine.
 *
 * Calls are asynchronous on both engines. On SQLite they run at once on the calling thread
 * (better-sqlite3 is synchronous) unless a transaction holds the connection, in which case they
 * wait for it: a transaction's statements go through its own `tx`, never the database outside.
 */
import { createHash } from "node:crypto";
import type BetterSqlite3 from "better-sqlite3";
import type pg from "pg";
import type { Engine, Sql } from "./sql.ts";

export interface Queries {
  readonly engine: Engine;
  all<T>(query: Sql): Promise<T[]>;
  get<T>(query: Sql): Promise<T | undefined>;
  /** Runs a statement; how many rows it inserted, changed or deleted. */
  run(query: Sql): Promise<number>;
  /**
   * `work` in one transaction (a savepoint inside another): committed when it returns, undone
   * when it throws. `lock` names a table whose writers wait until this transaction ends, for a
   * check that must see every other change (PostgreSQL's SHARE ROW EXCLUSIVE; a SQLite write
   * transaction holds the whole file from its start).
   */
  transaction<T>(work: (tx: Queries) => Promise<T>, options?: { lock?: Sql }): Promise<T>;
}

export interface Database extends Queries {
  /**
   * `work` in a transaction whose deletions must leave no trace of the deleted text: SQLite
   * overwrites the freed pages (secure_delete) and empties its write-ahead log afterwards. On
   * PostgreSQL the old rows are reclaimed by its own VACUUM.
   */
  erasing<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface SqliteDatabase extends Database {
  /** The file's connection itself, for what only SQLite has (backups, the file's identity). */
  readonly handle: BetterSqlite3.Database;
}

/** The most distinct statements kept prepared; past it the cache starts again (searches vary). */
const MAX_PREPARED = 500;

/** better-sqlite3 takes no booleans or undefined: 1/0 and NULL, as PostgreSQL stores them. */
const sqliteValue = (value: unknown) =>
  typeof value === "boolean" ? Number(value) : value === undefined ? null : value;

export function sqliteDatabase(db: BetterSqlite3.Database): SqliteDatabase {
  const prepared = new Map<string, BetterSqlite3.Statement>();
  function statement(query: Sql) {
    const { text, values } = query.render("sqlite");
    let found = prepared.get(text);
    if (!found) {
      if (prepared.size >= MAX_PREPARED) prepared.clear();
      found = db.prepare(text);
      prepared.set(text, found);
    }
    return { statement: found, values: values.map(sqliteValue) };
  }

  function direct(depth: number): Queries {
    const queries: Queries = {
      engine: "sqlite",
      all: async <T>(query: Sql) => {
        const { statement: s, values } = statement(query);
        return s.all(...values) as T[];
      },
      get: async <T>(query: Sql) => {
        const { statement: s, values } = statement(query);
        return s.get(...values) as T | undefined;
      },
      run: async (query) => {
        const { statement: s, values } = statement(query);
        return s.reader ? s.all(...values).length : s.run(...values).changes;
      },
      transaction: (work) => savepoint(depth + 1, () => work(direct(depth + 1))),
    };
    return queries;
  }

  /** At depth 1 the transaction itself (IMMEDIATE: the write lock first); deeper, a savepoint. */
  async function savepoint<T>(depth: number, work: () => Promise<T>): Promise<T> {
    const name = `nested_${depth}`;
    db.exec(depth === 1 ? "BEGIN IMMEDIATE" : `SAVEPOINT ${name}`);
    try {
      const result = await work();
      db.exec(depth === 1 ? "COMMIT" : `RELEASE ${name}`);
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec(depth === 1 ? "ROLLBACK" : `ROLLBACK TO ${name}; RELEASE ${name}`);
      throw error;
    }
  }

  // A transaction holds the one connection until it ends; what comes meanwhile waits its turn.
  let holders = 0;
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    holders++;
    const result = tail.then(work).finally(() => holders--);
    tail = result.catch(() => {});
    return result;
  }
  const outside = direct(0);

  return {
    engine: "sqlite",
    handle: db,
    all: <T>(query: Sql) => (holders ? exclusive(() => outside.all<T>(query)) : outside.all<T>(query)),
    get: <T>(query: Sql) => (holders ? exclusive(() => outside.get<T>(query)) : outside.get<T>(query)),
    run: (query) => (holders ? exclusive(() => outside.run(query)) : outside.run(query)),
    transaction: (work) => exclusive(() => savepoint(1, () => work(direct(1)))),
    erasing: (work) =>
      exclusive(async () => {
        const secure = db.pragma("secure_delete", { simple: true }) as number;
        db.pragma("secure_delete = ON");
        try {
          const result = await savepoint(1, () => work(direct(1)));
          db.pragma("wal_checkpoint(TRUNCATE)");
          return result;
        } finally {
          db.pragma(`secure_delete = ${secure === 2 ? "FAST" : secure}`);
        }
      }),
    close: () => exclusive(async () => void db.close()),
  };
}

/** A prepared statement's name on PostgreSQL: the same text, the same name, on every connection. */
const statementName = (text: string) => `q_${createHash("sha256").update(text).digest("base64url").slice(0, 32)}`;

/** The database behind a pool; `release` gives the pool back when the database is closed. */
export function postgresDatabase(pool: pg.Pool, release: () => Promise<void>): Database & { pool: pg.Pool } {
  function on(client: pg.Pool | pg.PoolClient, depth: number): Queries {
    const query = async (q: Sql) => {
      const { text, values } = q.render("postgres");
      // Named by its text: each connection parses and plans a statement once, then reuses it.
      return client.query({ name: statementName(text), text, values });
    };
    return {
      engine: "postgres",
      all: async <T>(q: Sql) => (await query(q)).rows as T[],
      get: async <T>(q: Sql) => (await query(q)).rows[0] as T | undefined,
      run: async (q) => (await query(q)).rowCount ?? 0,
      transaction: (work, options) =>
        depth === 0
          ? transaction(work, options)
          : nested(client as pg.PoolClient, depth + 1, () => work(on(client, depth + 1))),
    };
  }

  async function nested<T>(client: pg.PoolClient, depth: number, work: () => Promise<T>): Promise<T> {
    const name = `nested_${depth}`;
    await client.query(`SAVEPOINT ${name}`);
    try {
      const result = await work();
      await client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  async function transaction<T>(work: (tx: Queries) => Promise<T>, options: { lock?: Sql } = {}): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      // The table's name is one of ours (sql.ts's raw), never input.
      if (options.lock)
        await client.query(`LOCK TABLE ${options.lock.render("postgres").text} IN SHARE ROW EXCLUSIVE MODE`);
      const result = await work(on(client, 1));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      // A connection whose rollback failed is closed rather than given back to the pool.
      await client.query("ROLLBACK").catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return { ...on(pool, 0), pool, erasing: (work) => transaction(work), close: release };
}
