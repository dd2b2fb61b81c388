-- Nothing to do on PostgreSQL: 001 already gave enquiries their status, note, updated_at and
-- updated_by, with the same CHECKs as SQLite's 003. The version is kept so that both engines count alike.
SELECT 1;
