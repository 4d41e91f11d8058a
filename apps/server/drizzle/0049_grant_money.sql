DROP INDEX "case_payments_paid_idx";--> statement-breakpoint
ALTER TABLE "case_grants" ADD COLUMN "variations_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_grants" ADD COLUMN "paid_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_grants" ADD COLUMN "final_paid_on" date;--> statement-breakpoint
ALTER TABLE "case_grants" ADD COLUMN "adaptation_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The money of the grants there are, as refreshGrantMoney (modules/grant/grant-money.ts) writes it from now on.
UPDATE "case_grants" AS g SET
  "variations_pence" = coalesce((SELECT sum(v."cost_change_pence") FROM "case_grant_variations" v
    WHERE v."authority_id" = g."authority_id" AND v."case_id" = g."case_id" AND v."state" = 'APPROVED'), 0),
  "paid_pence" = coalesce((SELECT sum(p."amount_pence") FROM "case_payments" p
    WHERE p."authority_id" = g."authority_id" AND p."case_id" = g."case_id" AND p."state" = 'PAID'), 0),
  "final_paid_on" = (SELECT max(p."paid_on") FROM "case_payments" p
    WHERE p."authority_id" = g."authority_id" AND p."case_id" = g."case_id" AND p."state" = 'PAID' AND p."kind" = 'FINAL'),
  "adaptation_type_ids" = coalesce((SELECT array_agg(DISTINCT w."adaptation_type_id" ORDER BY w."adaptation_type_id")
    FROM "case_works" w WHERE w."authority_id" = g."authority_id" AND w."case_id" = g."case_id"), '{}');--> statement-breakpoint
CREATE INDEX "case_grants_approved_idx" ON "case_grants" USING btree ("authority_id","approved_on","final_paid_on","approved_total_pence","variations_pence","paid_pence","case_id","adaptation_type_ids") WHERE "case_grants"."state" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "case_grants_final_paid_idx" ON "case_grants" USING btree ("authority_id","final_paid_on","approved_on","case_id") WHERE "case_grants"."state" = 'APPROVED' and "case_grants"."final_paid_on" is not null;--> statement-breakpoint
CREATE INDEX "case_payments_paid_idx" ON "case_payments" USING btree ("authority_id","paid_on","case_id","amount_pence") WHERE "case_payments"."state" = 'PAID';