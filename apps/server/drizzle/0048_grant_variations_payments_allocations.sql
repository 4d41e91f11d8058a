CREATE TABLE "case_grant_variations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_grant_variations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"works_added" text,
	"works_removed" text,
	"cost_change_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"file_id" uuid,
	"state" text NOT NULL,
	"recorded_by_id" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "case_grant_variations_state_check" CHECK ("case_grant_variations"."state" in ('PROPOSED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "case_grant_variations_four_eyes" CHECK ("case_grant_variations"."decided_by_id" is null or "case_grant_variations"."decided_by_id" <> "case_grant_variations"."recorded_by_id")
);
--> statement-breakpoint
CREATE TABLE "case_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"payee" text NOT NULL,
	"payee_name" text NOT NULL,
	"invoice_reference" text NOT NULL,
	"certified_on" date NOT NULL,
	"note" text,
	"file_id" uuid,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_by_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authorised_by_id" integer,
	"authorised_at" timestamp with time zone,
	"rejected_by_id" integer,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"paid_on" date,
	"finance_reference" text,
	"paid_by_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "case_payments_kind_check" CHECK ("case_payments"."kind" in ('INTERIM', 'FINAL')),
	CONSTRAINT "case_payments_payee_check" CHECK ("case_payments"."payee" in ('CONTRACTOR', 'APPLICANT')),
	CONSTRAINT "case_payments_state_check" CHECK ("case_payments"."state" in ('REQUESTED', 'AUTHORISED', 'REJECTED', 'PAID')),
	CONSTRAINT "case_payments_amount_check" CHECK ("case_payments"."amount_pence" > 0),
	CONSTRAINT "case_payments_four_eyes" CHECK (coalesce("case_payments"."authorised_by_id", "case_payments"."rejected_by_id") is null
        or coalesce("case_payments"."authorised_by_id", "case_payments"."rejected_by_id") <> "case_payments"."requested_by_id"),
	CONSTRAINT "case_payments_paid_complete" CHECK ("case_payments"."state" <> 'PAID' or ("case_payments"."authorised_by_id" is not null and "case_payments"."paid_on" is not null
        and "case_payments"."finance_reference" is not null))
);
--> statement-breakpoint
CREATE TABLE "authority_allocation_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authority_allocation_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"financial_year" integer NOT NULL,
	"amount_pence" bigint NOT NULL,
	"reason" text NOT NULL,
	"changed_on" date NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authority_allocation_changes_amount_check" CHECK ("authority_allocation_changes"."amount_pence" <> 0)
);
--> statement-breakpoint
CREATE TABLE "authority_allocations" (
	"authority_id" integer NOT NULL,
	"financial_year" integer NOT NULL,
	"allocation_pence" bigint NOT NULL,
	"updated_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "authority_allocations_pkey" PRIMARY KEY("authority_id","financial_year"),
	CONSTRAINT "authority_allocations_pence_check" CHECK ("authority_allocations"."allocation_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "officers_authorise_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_quotes" ADD COLUMN "estimated_working_days" integer;--> statement-breakpoint
ALTER TABLE "case_grant_variations" ADD CONSTRAINT "case_grant_variations_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grant_variations" ADD CONSTRAINT "case_grant_variations_recorded_by_id_web_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grant_variations" ADD CONSTRAINT "case_grant_variations_decided_by_id_web_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grant_variations" ADD CONSTRAINT "case_grant_variations_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grant_variations" ADD CONSTRAINT "case_grant_variations_file_fk" FOREIGN KEY ("authority_id","file_id") REFERENCES "public"."files"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_requested_by_id_web_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_authorised_by_id_web_users_id_fk" FOREIGN KEY ("authorised_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_rejected_by_id_web_users_id_fk" FOREIGN KEY ("rejected_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_paid_by_id_web_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_file_fk" FOREIGN KEY ("authority_id","file_id") REFERENCES "public"."files"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_allocation_changes" ADD CONSTRAINT "authority_allocation_changes_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_allocation_changes" ADD CONSTRAINT "authority_allocation_changes_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_allocation_changes" ADD CONSTRAINT "authority_allocation_changes_allocation_fk" FOREIGN KEY ("authority_id","financial_year") REFERENCES "public"."authority_allocations"("authority_id","financial_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_allocations" ADD CONSTRAINT "authority_allocations_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_allocations" ADD CONSTRAINT "authority_allocations_updated_by_id_web_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_grant_variations_case_idx" ON "case_grant_variations" USING btree ("authority_id","case_id");--> statement-breakpoint
CREATE INDEX "case_grant_variations_file_idx" ON "case_grant_variations" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "case_payments_case_idx" ON "case_payments" USING btree ("authority_id","case_id");--> statement-breakpoint
CREATE INDEX "case_payments_file_idx" ON "case_payments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "case_payments_requested_idx" ON "case_payments" USING btree ("authority_id","requested_at") WHERE "case_payments"."state" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "case_payments_paid_idx" ON "case_payments" USING btree ("authority_id","paid_on") WHERE "case_payments"."state" = 'PAID';--> statement-breakpoint
CREATE INDEX "authority_allocation_changes_year_idx" ON "authority_allocation_changes" USING btree ("authority_id","financial_year");--> statement-breakpoint
ALTER TABLE "case_quotes" ADD CONSTRAINT "case_quotes_duration_check" CHECK ("case_quotes"."estimated_working_days" is null or "case_quotes"."estimated_working_days" > 0);