CREATE TABLE "applicant_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicant_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"invited_by_id" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_users" DROP CONSTRAINT "web_users_user_type_check";--> statement-breakpoint
ALTER TABLE "web_users" DROP CONSTRAINT "web_users_admin_has_no_role";--> statement-breakpoint
ALTER TABLE "action_items" ADD COLUMN "shared_with_applicant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_cases" ADD CONSTRAINT "applicant_cases_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_cases" ADD CONSTRAINT "applicant_cases_invited_by_id_web_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_cases" ADD CONSTRAINT "applicant_cases_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_cases" ADD CONSTRAINT "applicant_cases_applicant_fk" FOREIGN KEY ("authority_id","applicant_id") REFERENCES "public"."web_users"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_cases_case_applicant_key" ON "applicant_cases" USING btree ("case_id","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_cases_live_case_key" ON "applicant_cases" USING btree ("case_id") WHERE "applicant_cases"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "applicant_cases_applicant_idx" ON "applicant_cases" USING btree ("applicant_id");--> statement-breakpoint
ALTER TABLE "web_users" ADD CONSTRAINT "web_users_user_type_check" CHECK ("web_users"."user_type" in ('ADMIN', 'AUTHORITY', 'AUTHORITY_USER', 'APPLICANT'));--> statement-breakpoint
ALTER TABLE "web_users" ADD CONSTRAINT "web_users_admin_has_no_role" CHECK (("web_users"."user_type" in ('ADMIN', 'APPLICANT')) = ("web_users"."role" is null));