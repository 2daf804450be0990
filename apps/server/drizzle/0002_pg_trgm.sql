-- Trigram indexes make contains-search (ILIKE '%text%') of list columns an index scan.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it in-process.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
