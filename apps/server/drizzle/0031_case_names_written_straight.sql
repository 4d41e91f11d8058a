-- The names' trigram index is written straight, not through its pending list: every search of an
-- authority read the whole list until a vacuum merged it (the 1,600 names a benchmark's writes left
-- waiting in the largest authority's part made its name searches about twice as slow). case_post_codes' index is so
-- already (0026). The addresses' trigram index on cases, which no statement reads, is dropped: it
-- cost every write to a case.
DROP INDEX "cases_search_address_trgm_idx";--> statement-breakpoint
DROP INDEX "case_names_search_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "case_names_search_name_trgm_idx" ON "case_names" USING gin ("authority_id","search_name" gin_trgm_ops) WITH (fastupdate = off);