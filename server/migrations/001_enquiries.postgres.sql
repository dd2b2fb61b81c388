-- The enquiry store on PostgreSQL (DATABASE_URL), as the SQLite migrations 001-004 leave it, in one
-- step (so 002-004 have nothing left to do here): there was no older PostgreSQL schema to bring
-- forward. Databases made before the two engines shared one history recorded settings as 2 and
-- rate_limits as 3; the runner renumbers them 5 and 6 (server/db/migrate.ts). Columns keep SQLite's names and kinds
-- (times as ISO 8601 UTC text, e.g. 2025-01-31T09:15:00.000Z) so the owner tools, the CSV export
-- and the outbox's lease compare see the same values from either engine.
CREATE TABLE enquiries (
  id              TEXT PRIMARY KEY,             -- random UUID, the id in the 201 answer
  -- UNIQUE: two instances given the same key at once cannot both store it (INSERT ... ON CONFLICT).
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash    TEXT NOT NULL,                -- SHA-256 of the enquiry fields, to tell a replay from a reuse
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT NOT NULL,
  services        TEXT NOT NULL,
  country         TEXT NOT NULL,
  price           TEXT NOT NULL,
  message         TEXT NOT NULL,
  language        TEXT NOT NULL DEFAULT 'en',   -- the page's language ('en', 'bn'), the one to answer in
  fill_ms         INTEGER NOT NULL,
  received_at     TEXT NOT NULL,
  client_hash     TEXT NOT NULL,                -- HMAC of the client's address, never the address
  user_agent      TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'archived')),
  note            TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 4000),
  updated_at      TEXT,
  updated_by      TEXT,
  -- Arrival order, which SQLite's rowid gives: enquiries received in the same millisecond keep it.
  seq             BIGINT GENERATED ALWAYS AS IDENTITY
);

CREATE INDEX enquiries_received_at ON enquiries (received_at, seq);
CREATE INDEX enquiries_email ON enquiries (lower(email));
CREATE INDEX enquiries_status ON enquiries (status, received_at);

-- Notifications waiting to be e-mailed, written in the same statement as their enquiry.
CREATE TABLE outbox (
  id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id      TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  created_at      TEXT NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,                -- also a lease while a send is under way
  last_error      TEXT,
  sent_at         TEXT
);

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_enquiry ON outbox (enquiry_id);
