-- What the studio published, as studio/migrations/002 (one row per release it built and installed).
CREATE TABLE studio_publishes (
  release_id   TEXT PRIMARY KEY,
  git_commit   TEXT NOT NULL,
  published_by TEXT NOT NULL,
  published_ms BIGINT NOT NULL,
  build_kind   TEXT NOT NULL,
  took_ms      BIGINT NOT NULL
);
