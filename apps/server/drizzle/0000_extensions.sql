-- Trigram search (pg_trgm) and authority_id inside the same GIN index (btree_gin).
-- Both ship with PostgreSQL's contrib and with the embedded binaries; created before any table uses them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
