-- When a change of status was recorded, beside when it took effect (changed_at), which an officer
-- may now date back. Added without a default first, so the changes already there keep null
-- (recorded as they took effect) rather than the time of this migration, then given its default.
ALTER TABLE "case_status_history" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_status_history" ALTER COLUMN "recorded_at" SET DEFAULT now();
