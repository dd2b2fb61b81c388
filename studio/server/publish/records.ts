import type { Database } from "../../../server/db/database.ts";
import { sql } from "../../../server/db/sql.ts";
import { PUBLISHES, PUBLISH_PAGES } from "../tables.ts";

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

/** The publishes table, on either engine. */
export function publishRecords(db: Database): PublishRecords {
  return {
    add: (r) =>
      db.transaction(async (tx) => {
        await tx.run(sql`INSERT INTO ${PUBLISHES} (release_id, git_commit, published_by, published_ms, build_kind, took_ms)
          VALUES (${r.release}, ${r.commit}, ${r.publishedBy}, ${r.publishedMs}, ${r.buildKind}, ${r.tookMs})`);
        if (r.pages !== undefined)
          await tx.run(sql`INSERT INTO ${PUBLISH_PAGES} (release_id, pages) VALUES (${r.release}, ${r.pages})`);
      }),
    get: (release) =>
      db.get<PublishRow>(sql`SELECT git_commit AS "commit", published_by AS "publishedBy", build_kind AS "buildKind",
          took_ms AS "tookMs"
        FROM ${PUBLISHES} WHERE release_id = ${release}`),
    recent: (limit) =>
      db.all<PastPublish>(sql`SELECT build_kind AS kind, pages, took_ms AS "tookMs"
        FROM ${PUBLISHES} JOIN ${PUBLISH_PAGES} USING (release_id)
        ORDER BY published_ms DESC LIMIT ${limit}`),
  };
}
