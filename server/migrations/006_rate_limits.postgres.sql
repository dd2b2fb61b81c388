-- The enquiry rate limit (CONTACT_RATE_LIMIT) counted here rather than in each instance's memory,
-- so every instance on this database shares one count per client. One row per client address (or
-- IPv6 /64) seen in the current window: the key is an HMAC of the address with the IP-hash secret,
-- never the address. Each hit is one INSERT ... ON CONFLICT DO UPDATE that starts a new window when
-- the old one is over; rows whose window ended are deleted now and then (postgres-rate-limit.ts).
CREATE TABLE rate_limits (
  key      TEXT PRIMARY KEY,
  hits     INTEGER NOT NULL,
  reset_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
