CREATE TABLE "case_restrictions" (
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"web_user_id" integer NOT NULL,
	"added_by_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_restrictions_case_id_web_user_id_pk" PRIMARY KEY("case_id","web_user_id")
);
--> statement-breakpoint
CREATE TABLE "disposal_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disposal_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"case_count" integer NOT NULL,
	"disposed_count" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "disposal_batches_state_check" CHECK ("disposal_batches"."state" in ('RUNNING', 'FINISHED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "disposal_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disposal_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"keep_reason" text,
	"keep_note" text,
	"kept_until" date,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disposal_reviews_state_check" CHECK ("disposal_reviews"."state" in ('PENDING', 'KEPT', 'DISPOSED')),
	CONSTRAINT "disposal_reviews_keep_reason_check" CHECK ("disposal_reviews"."keep_reason" in ('LEGAL_HOLD', 'COMPLAINT', 'OMBUDSMAN', 'OTHER')),
	CONSTRAINT "disposal_reviews_kept_check" CHECK (("disposal_reviews"."state" = 'KEPT') = ("disposal_reviews"."kept_until" is not null and "disposal_reviews"."keep_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "case_retention_years" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "applicant_account_retention_years" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "file_retention_years" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "disposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "disposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_restrictions" ADD CONSTRAINT "case_restrictions_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_restrictions" ADD CONSTRAINT "case_restrictions_added_by_id_web_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_restrictions" ADD CONSTRAINT "case_restrictions_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_restrictions" ADD CONSTRAINT "case_restrictions_user_fk" FOREIGN KEY ("authority_id","web_user_id") REFERENCES "public"."web_users"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_batches" ADD CONSTRAINT "disposal_batches_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_batches" ADD CONSTRAINT "disposal_batches_requested_by_id_web_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_reviews" ADD CONSTRAINT "disposal_reviews_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_reviews" ADD CONSTRAINT "disposal_reviews_decided_by_id_web_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_reviews" ADD CONSTRAINT "disposal_reviews_batch_id_disposal_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."disposal_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_reviews" ADD CONSTRAINT "disposal_reviews_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_restrictions_user_idx" ON "case_restrictions" USING btree ("web_user_id");--> statement-breakpoint
CREATE INDEX "disposal_batches_authority_idx" ON "disposal_batches" USING btree ("authority_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "disposal_reviews_case_key" ON "disposal_reviews" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "disposal_reviews_authority_idx" ON "disposal_reviews" USING btree ("authority_id","state","due_on");--> statement-breakpoint
ALTER TABLE "authorities" ADD CONSTRAINT "authorities_retention_years_check" CHECK ("authorities"."case_retention_years" between 1 and 50
        and "authorities"."applicant_account_retention_years" between 1 and 50
        and "authorities"."file_retention_years" between 1 and "authorities"."case_retention_years");