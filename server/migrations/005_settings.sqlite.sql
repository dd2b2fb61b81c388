-- Nothing to do on SQLite: one server uses the file, and it keeps the IP-hash secret it makes in
-- a file of its own beside the database. PostgreSQL shares it between instances in this table.
-- The version is kept so that both engines count alike.
SELECT 1;
