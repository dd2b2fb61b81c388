-- Notifications waiting to be e-mailed, written in the same transaction as their enquiry so that
-- none is lost and none is sent for an enquiry that was rolled back. Rows hold no personal data:
-- the mail is built from the enquiry when sent, and deleting the enquiry deletes its row.
CREATE TABLE outbox (
  id              INTEGER PRIMARY KEY,
  enquiry_id      TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  created_at      TEXT NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,                -- ISO 8601 UTC; also a lease while a send is under way
  last_error      TEXT,
  sent_at         TEXT
) STRICT;

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_enquiry ON outbox (enquiry_id);
