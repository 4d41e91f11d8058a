CREATE TABLE "case_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"web_user_id" integer NOT NULL,
	"impersonator_id" integer,
	"kind" text NOT NULL,
	"file_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_views_kind_check" CHECK ("case_views"."kind" in ('VIEW', 'FILE_DOWNLOAD', 'EXPORT'))
);
--> statement-breakpoint
CREATE TABLE "warning_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warning_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"subject" text NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"review_on" date NOT NULL,
	"created_by_id" integer NOT NULL,
	"updated_by_id" integer NOT NULL,
	"review_alarmed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "warning_notes_subject_check" CHECK ("warning_notes"."subject" in ('CLIENT', 'ADDRESS')),
	CONSTRAINT "warning_notes_type_check" CHECK ("warning_notes"."type" in ('VIOLENT_OR_AGGRESSIVE', 'ANIMALS', 'LONE_WORKER_RISK', 'SAFEGUARDING', 'INFECTION_CONTROL', 'ACCESS', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "scan_status" text DEFAULT 'NOT_SCANNED' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_views" ADD CONSTRAINT "case_views_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_views" ADD CONSTRAINT "case_views_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_views" ADD CONSTRAINT "case_views_impersonator_id_web_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_views" ADD CONSTRAINT "case_views_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_notes" ADD CONSTRAINT "warning_notes_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_notes" ADD CONSTRAINT "warning_notes_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_notes" ADD CONSTRAINT "warning_notes_updated_by_id_web_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_notes" ADD CONSTRAINT "warning_notes_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_views_case_idx" ON "case_views" USING btree ("authority_id","case_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_views_occurred_at_idx" ON "case_views" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "warning_notes_case_idx" ON "warning_notes" USING btree ("authority_id","case_id");--> statement-breakpoint
CREATE INDEX "warning_notes_review_idx" ON "warning_notes" USING btree ("review_on");--> statement-breakpoint
CREATE INDEX "files_pending_scan_idx" ON "files" USING btree ("created_at") WHERE "files"."scan_status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_scan_status_check" CHECK ("files"."scan_status" in ('PENDING', 'CLEAN', 'INFECTED', 'NOT_SCANNED'));