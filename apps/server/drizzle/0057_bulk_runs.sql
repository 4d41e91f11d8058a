CREATE TABLE "bulk_run_cases" (
	"run_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"outcome" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_run_cases_pkey" PRIMARY KEY("run_id","case_id"),
	CONSTRAINT "bulk_run_cases_outcome_check" CHECK ("bulk_run_cases"."outcome" in ('PENDING', 'DONE', 'REFUSED')),
	CONSTRAINT "bulk_run_cases_reason_check" CHECK (("bulk_run_cases"."outcome" = 'REFUSED') = ("bulk_run_cases"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "bulk_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"impersonator_id" integer,
	"request_ip" text NOT NULL,
	"request_id" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"total_count" integer NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"ignored_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progress_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_runs_action_check" CHECK ("bulk_runs"."action" in ('REASSIGN', 'CHANGE_STATUS', 'ADD_ACTION_ITEM')),
	CONSTRAINT "bulk_runs_state_check" CHECK ("bulk_runs"."state" in ('RUNNING', 'FINISHED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "bulk_run_cases" ADD CONSTRAINT "bulk_run_cases_run_id_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_run_cases" ADD CONSTRAINT "bulk_run_cases_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_run_cases" ADD CONSTRAINT "bulk_run_cases_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_requested_by_id_web_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_impersonator_id_web_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_run_cases_outcome_idx" ON "bulk_run_cases" USING btree ("run_id","outcome","case_id");--> statement-breakpoint
CREATE INDEX "bulk_run_cases_case_idx" ON "bulk_run_cases" USING btree ("authority_id","case_id");--> statement-breakpoint
CREATE INDEX "bulk_runs_authority_idx" ON "bulk_runs" USING btree ("authority_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulk_runs_running_idx" ON "bulk_runs" USING btree ("progress_at") WHERE "bulk_runs"."state" = 'RUNNING';