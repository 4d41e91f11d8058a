-- How far the clocks.recompute job has got through a stale authority's cases, saved with each
-- batch: a run cut short (a stop, a deploy) used to start the authority again from its first case,
-- and at 100,000 cases a copy stopped every few minutes never finished it, working the same cases
-- out again beside everything else all day.
ALTER TABLE "authorities" ADD COLUMN "clocks_recomputed_through" integer DEFAULT 0 NOT NULL;
