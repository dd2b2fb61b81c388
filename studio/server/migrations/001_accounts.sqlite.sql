-- The people who may use the studio. A password is kept only as its scrypt hash (studio/passwords.ts).
CREATE TABLE accounts (
  id            INTEGER PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'owner')),
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL                 -- ISO 8601 UTC
) STRICT;

-- One row per login. The cookie holds a random token; only its SHA-256 is kept here, so a copy of
-- this file does not let anyone in. Times are milliseconds since 1970 (the idle and absolute limits
-- are compared with them).
CREATE TABLE sessions (
  token_hash  TEXT PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  csrf_token  TEXT NOT NULL,                  -- sent back in the X-CSRF-Token header of every change
  created_ms  INTEGER NOT NULL,
  last_seen_ms INTEGER NOT NULL,
  address     TEXT NOT NULL
) STRICT;

CREATE INDEX sessions_account ON sessions (account_id);

-- Who did what, when, from where. Kept when an account is removed (the e-mail is copied, not referenced).
-- The failed logins in it are also what the login limit counts.
CREATE TABLE audit (
  id      INTEGER PRIMARY KEY,
  at_ms   INTEGER NOT NULL,
  actor   TEXT NOT NULL,                      -- an account's e-mail, or "command line (USER)"
  action  TEXT NOT NULL,                      -- login, login_failed, logout, account_added, ...
  subject TEXT NOT NULL DEFAULT '',           -- the account acted on, when not the actor
  address TEXT NOT NULL DEFAULT ''            -- the client's address; empty for the command line
) STRICT;

CREATE INDEX audit_at ON audit (at_ms);
CREATE INDEX audit_failed_actor ON audit (actor COLLATE NOCASE, at_ms) WHERE action = 'login_failed';
CREATE INDEX audit_failed_address ON audit (address, at_ms) WHERE action = 'login_failed';
