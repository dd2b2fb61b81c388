-- The studio's accounts, sessions and audit log in PostgreSQL (DATABASE_URL), beside the enquiries:
-- every table is prefixed studio_, and their versions are kept in studio_schema_migrations, so
-- neither store's migrations ever touch the other's. The same schema as studio/migrations/001 on
-- PostgreSQL's own terms: an identity column for the id, e-mails unique without regard to case
-- through an index on lower(email), times in milliseconds as BIGINT.
CREATE TABLE studio_accounts (
  id            INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email         TEXT NOT NULL,
  name          TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'owner')),
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL                 -- ISO 8601 UTC
);

CREATE UNIQUE INDEX studio_accounts_email ON studio_accounts (lower(email));

CREATE TABLE studio_sessions (
  token_hash   TEXT PRIMARY KEY,              -- looked up on every request
  account_id   INTEGER NOT NULL REFERENCES studio_accounts (id) ON DELETE CASCADE,
  csrf_token   TEXT NOT NULL,
  created_ms   BIGINT NOT NULL,
  last_seen_ms BIGINT NOT NULL,
  address      TEXT NOT NULL
);

CREATE INDEX studio_sessions_account ON studio_sessions (account_id);

CREATE TABLE studio_audit (
  id      BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at_ms   BIGINT NOT NULL,
  actor   TEXT NOT NULL,
  action  TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT ''
);

CREATE INDEX studio_audit_at ON studio_audit (at_ms);
CREATE INDEX studio_audit_failed_actor ON studio_audit (lower(actor), at_ms) WHERE action = 'login_failed';
CREATE INDEX studio_audit_failed_address ON studio_audit (address, at_ms) WHERE action = 'login_failed';
CREATE INDEX studio_audit_logins ON studio_audit (lower(actor), at_ms) WHERE action = 'login';
