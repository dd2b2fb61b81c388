-- One row per enquiry a person sent. Spam is never stored. The client's address is kept only as an
-- HMAC (client_hash), so rows from one sender can be grouped without holding the address itself.
CREATE TABLE enquiries (
  id              TEXT PRIMARY KEY,             -- random UUID, the id in the 201 answer
  idempotency_key TEXT NOT NULL UNIQUE,         -- the Idempotency-Key header, lower case
  request_hash    TEXT NOT NULL,                -- SHA-256 of the enquiry fields, to tell a replay from a reuse
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT NOT NULL,
  services        TEXT NOT NULL,
  country         TEXT NOT NULL,
  price           TEXT NOT NULL,
  message         TEXT NOT NULL,
  fill_ms         INTEGER NOT NULL,
  received_at     TEXT NOT NULL,                -- ISO 8601 UTC, e.g. 2025-01-31T09:15:00.000Z
  client_hash     TEXT NOT NULL,
  user_agent      TEXT NOT NULL
) STRICT;

CREATE INDEX enquiries_received_at ON enquiries (received_at);
CREATE INDEX enquiries_email ON enquiries (email COLLATE NOCASE);
