CREATE TABLE "authority_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authority_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"needs_text" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "authority_choices_authority_id_id_key" UNIQUE("authority_id","id"),
	CONSTRAINT "authority_choices_list_check" CHECK ("authority_choices"."list" in ('REFUSAL_REASON', 'ADAPTATION_TYPE'))
);
--> statement-breakpoint
CREATE TABLE "case_grants" (
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"accepted_quote_id" integer,
	"accepted_reason" text,
	"agency_fee_pence" integer,
	"building_control_fee_pence" integer,
	"other_fee_pence" integer,
	"other_fee_text" text,
	"contribution_pence" integer,
	"contribution_basis" text,
	"contribution_text" text,
	"top_up_pence" integer,
	"top_up_reason" text,
	"proposed_by_id" integer,
	"proposed_at" timestamp with time zone,
	"approved_maximum_pence" integer,
	"approved_quote_pence" integer,
	"approved_total_pence" integer,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone,
	"approved_on" date,
	"approval_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_grants_pkey" PRIMARY KEY("authority_id","case_id"),
	CONSTRAINT "case_grants_state_check" CHECK ("case_grants"."state" in ('DRAFT', 'PROPOSED', 'APPROVED')),
	CONSTRAINT "case_grants_basis_check" CHECK ("case_grants"."contribution_basis" is null or "case_grants"."contribution_basis" in ('PASSPORTED', 'CHILD', 'ASSESSED', 'OTHER')),
	CONSTRAINT "case_grants_pence_check" CHECK (coalesce("case_grants"."agency_fee_pence", 0) >= 0 and coalesce("case_grants"."building_control_fee_pence", 0) >= 0
        and coalesce("case_grants"."other_fee_pence", 0) >= 0 and coalesce("case_grants"."contribution_pence", 0) >= 0
        and coalesce("case_grants"."top_up_pence", 0) >= 0),
	CONSTRAINT "case_grants_approval_complete" CHECK ("case_grants"."state" <> 'APPROVED' or ("case_grants"."approved_by_id" is not null and "case_grants"."approved_total_pence" is not null
        and "case_grants"."approved_on" is not null and "case_grants"."accepted_quote_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "case_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"received_on" date NOT NULL,
	"valid_until" date,
	"notes" text,
	"file_id" uuid,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "case_quotes_authority_id_id_key" UNIQUE("authority_id","id"),
	CONSTRAINT "case_quotes_amount_check" CHECK ("case_quotes"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "case_works" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_works_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"adaptation_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"ot_recommended" boolean DEFAULT false NOT NULL,
	"ot_recommended_on" date,
	"position" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "grant_maximum_pence" integer;--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "discretionary_top_ups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD COLUMN "refusal_reason_id" integer;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD COLUMN "refusal_reason_text" text;--> statement-breakpoint
ALTER TABLE "authority_choices" ADD CONSTRAINT "authority_choices_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grants" ADD CONSTRAINT "case_grants_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grants" ADD CONSTRAINT "case_grants_proposed_by_id_web_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grants" ADD CONSTRAINT "case_grants_approved_by_id_web_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grants" ADD CONSTRAINT "case_grants_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_grants" ADD CONSTRAINT "case_grants_accepted_quote_fk" FOREIGN KEY ("authority_id","accepted_quote_id") REFERENCES "public"."case_quotes"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_quotes" ADD CONSTRAINT "case_quotes_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_quotes" ADD CONSTRAINT "case_quotes_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_quotes" ADD CONSTRAINT "case_quotes_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_quotes" ADD CONSTRAINT "case_quotes_contractor_fk" FOREIGN KEY ("authority_id","contractor_id") REFERENCES "public"."contractors"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_quotes" ADD CONSTRAINT "case_quotes_file_fk" FOREIGN KEY ("authority_id","file_id") REFERENCES "public"."files"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_works" ADD CONSTRAINT "case_works_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_works" ADD CONSTRAINT "case_works_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_works" ADD CONSTRAINT "case_works_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_works" ADD CONSTRAINT "case_works_adaptation_type_fk" FOREIGN KEY ("authority_id","adaptation_type_id") REFERENCES "public"."authority_choices"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authority_choices_name_key" ON "authority_choices" USING btree ("authority_id","list",lower("name"));--> statement-breakpoint
CREATE INDEX "authority_choices_list_idx" ON "authority_choices" USING btree ("authority_id","list","sort_order");--> statement-breakpoint
CREATE INDEX "case_grants_proposed_idx" ON "case_grants" USING btree ("authority_id","case_id") WHERE "case_grants"."state" = 'PROPOSED';--> statement-breakpoint
CREATE INDEX "case_quotes_case_idx" ON "case_quotes" USING btree ("authority_id","case_id");--> statement-breakpoint
CREATE INDEX "case_quotes_file_idx" ON "case_quotes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "case_works_case_idx" ON "case_works" USING btree ("authority_id","case_id","position");--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_refusal_reason_fk" FOREIGN KEY ("authority_id","refusal_reason_id") REFERENCES "public"."authority_choices"("authority_id","id") ON DELETE no action ON UPDATE no action;