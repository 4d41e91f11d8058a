-- Addresses take effect only when their owner proves them (issue 32): a new e-mail address waits
-- in an EMAIL_CHANGE link mailed to it, and an applicant's access to a case is live only once they
-- open the invitation mailed for it.
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "applicant_cases" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_purpose_check" CHECK ("password_reset_tokens"."purpose" in ('RESET', 'INVITE', 'EMAIL_CHANGE'));--> statement-breakpoint
-- Access granted before this to an applicant who had chosen a password was in use: it stays live.
UPDATE "applicant_cases" SET "accepted_at" = "applicant_cases"."invited_at"
FROM "web_users"
WHERE "web_users"."id" = "applicant_cases"."applicant_id" AND "web_users"."password_hash" IS NOT NULL;
