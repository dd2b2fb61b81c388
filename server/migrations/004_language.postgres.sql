-- Nothing to do on PostgreSQL: 001 already gave enquiries their language, 'en' by default.
-- The version is kept so that both engines count alike.
SELECT 1;
