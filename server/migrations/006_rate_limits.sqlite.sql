-- Nothing to do on SQLite: one server uses the file, and it counts the enquiry rate limit in its
-- own memory. Instances on PostgreSQL share one count per client in this table.
-- The version is kept so that both engines count alike.
SELECT 1;
