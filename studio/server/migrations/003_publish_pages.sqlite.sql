-- How many pages each publish rendered (every page for a full build, the changed ones otherwise),
-- so the next publish's estimate is the recent publishes' times scaled by the pages it must render.
-- A table of its own: a row of publishes stays as 002 made it, for whatever writes one.
CREATE TABLE publish_pages (
  release_id TEXT PRIMARY KEY,                -- the publishes row it belongs to
  pages      INTEGER NOT NULL
) STRICT;
