-- Values every instance must share, written once by whichever instance comes first (INSERT ...
-- ON CONFLICT DO NOTHING, then read): the IP-hash secret when IP_HASH_SECRET is not set, so that
-- the hashes stored by one instance match those of another.
CREATE TABLE settings (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
