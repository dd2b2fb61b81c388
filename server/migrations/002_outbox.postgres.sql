-- Nothing to do on PostgreSQL: its enquiry schema began at SQLite's version 4, so 001 already made
-- the outbox (see 001_enquiries.postgres.sql). The version is kept so that both engines count alike.
SELECT 1;
