-- One clock's stops in a month by outcome, from the index alone. With the state after the stop
-- (0032), "Decision missed in June" read every stop of the clock that month and filtered out the
-- met: at the largest authority 2,782 index entries for 397 missed (0.45 ms, and read twice by a
-- page sorted by officer). With the state before the stop, the range holds the missed alone
-- (0.12 ms); met or missed together are two ranges. drizzle's index builder has no INCLUDE, so the
-- schema declares the index without it.
DROP INDEX "case_clocks_definition_stopped_idx";--> statement-breakpoint
CREATE INDEX "case_clocks_definition_stopped_idx" ON "case_clocks" USING btree ("authority_id","definition_id","state","stopped_at") INCLUDE ("case_id");
