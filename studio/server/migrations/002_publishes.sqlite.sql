-- What the studio published: one row per release it built and installed (server/releases.ts names
-- it), with the commit of the site's checkout it was built from, so "changes not yet live" is what
-- git holds between the live release's commit and the newest one.
CREATE TABLE publishes (
  release_id   TEXT PRIMARY KEY,              -- 20261127-131500-123, a folder in RELEASES_DIR
  git_commit   TEXT NOT NULL,                 -- empty when the site's folder is not a git checkout
  published_by TEXT NOT NULL,                 -- the account's e-mail
  published_ms INTEGER NOT NULL,
  build_kind   TEXT NOT NULL,                 -- pages, content or full: what the build had to render
  took_ms      INTEGER NOT NULL               -- from the publish request to the switch
) STRICT;
