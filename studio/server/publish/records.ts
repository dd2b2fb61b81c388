import type { Db } from "../../../server/contact/db.ts";

export interface PublishRow {
  commit: string;
  publishedBy: string;
  buildKind: string;
  tookMs: number;
}

/** A recent publish as the estimate of the next one reads it: its kind of build, pages rendered and time. */
export interface PastPublish {
  kind: string;
  pages: number;
  tookMs: number;
}

/** The publishes table, on either engine: one row per release the studio built and installed. */
export interface PublishRecords {
  add(row: PublishRow & { release: string; publishedMs: number; pages?: number }): Promise<void>;
  get(release: string): Promise<PublishRow | undefined>;
  /** The newest `limit` publishes whose pages were counted, newest first. */
  recent(limit: number): Promise<PastPublish[]>;
}

/** The publishes table in the studio's SQLite file. */
export function publishRecords(db: Db): PublishRecords {
  const insert = db.prepare(
    "INSERT INTO publishes (release_id, git_commit, published_by, published_ms, build_kind, took_ms) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertPages = db.prepare("INSERT INTO publish_pages (release_id, pages) VALUES (?, ?)");
  const byRelease = db.prepare(
    "SELECT git_commit AS 'commit', published_by AS publishedBy, build_kind AS buildKind, took_ms AS tookMs FROM publishes WHERE release_id = ?",
  );
  const newest = db.prepare(
    `SELECT build_kind AS kind, pages, took_ms AS tookMs FROM publishes JOIN publish_pages USING (release_id)
      ORDER BY published_ms DESC LIMIT ?`,
  );
  return {
    async add(r) {
      db.transaction(() => {
        insert.run(r.release, r.commit, r.publishedBy, r.publishedMs, r.buildKind, r.tookMs);
        if (r.pages !== undefined) insertPages.run(r.release, r.pages);
      })();
    },
    get: async (release) => byRelease.get(release) as PublishRow | undefined,
    recent: async (limit) => newest.all(limit) as PastPublish[],
  };
}
