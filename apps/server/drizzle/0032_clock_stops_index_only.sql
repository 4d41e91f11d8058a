-- One clock's stops in a month, with their state and case, from the index alone: the list's month
-- filters (Decision met in June) read the authority's stops of every clock by state and filtered
-- the clock out of them (case_clocks_state_stopped_idx, 1.2 ms for a month at the largest
-- authority); by clock first, the range holds that clock's stops only (0.5 ms). The dashboard's
-- outcomes per month read the same key. drizzle's index builder has no INCLUDE, so the schema
-- declares the index without it.
DROP INDEX "case_clocks_definition_stopped_idx";--> statement-breakpoint
CREATE INDEX "case_clocks_definition_stopped_idx" ON "case_clocks" USING btree ("authority_id","definition_id","stopped_at") INCLUDE ("state","case_id");
