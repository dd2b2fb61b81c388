-- How many pages each publish rendered, as studio/migrations/003 (the estimate of the next publish).
CREATE TABLE studio_publish_pages (
  release_id TEXT PRIMARY KEY,
  pages      BIGINT NOT NULL
);
