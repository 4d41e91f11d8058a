CREATE TABLE "case_counts" (
	"authority_id" integer NOT NULL,
	"assigned_officer_id" integer,
	"status_id" integer NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_counts_key" UNIQUE NULLS NOT DISTINCT("authority_id","status_id","assigned_officer_id")
);
--> statement-breakpoint
CREATE TABLE "case_names" (
	"authority_id" integer NOT NULL,
	"search_name" text NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_names_search_name_authority_id_pk" PRIMARY KEY("search_name","authority_id")
);
--> statement-breakpoint
ALTER TABLE "case_counts" ADD CONSTRAINT "case_counts_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_names" ADD CONSTRAINT "case_names_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_names_search_name_trgm_idx" ON "case_names" USING gin ("authority_id","search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_list_id_idx" ON "cases" USING btree ("authority_id","id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_case_number_idx" ON "cases" USING btree ("authority_id","case_number","id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_client_name_idx" ON "cases" USING btree ("authority_id",lower("client_last_name"),lower("client_first_name"),"id","status_id","assigned_officer_id","client_last_name","client_first_name") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_post_code_idx" ON "cases" USING btree ("authority_id","post_code","id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_status_idx" ON "cases" USING btree ("authority_id",array_position('{1,2,3,4,5,6,7,8,9,10,11}'::integer[], "status_id"),"id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_priority_idx" ON "cases" USING btree ("authority_id",array_position(array['Low','Normal','High','Urgent']::text[], "priority"),"id","status_id","assigned_officer_id","priority") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_referral_date_idx" ON "cases" USING btree ("authority_id","referral_date","id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_referral_date_desc_idx" ON "cases" USING btree ("authority_id","referral_date" DESC NULLS LAST,"id" DESC NULLS LAST,"status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_updated_at_idx" ON "cases" USING btree ("authority_id","updated_at","id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_officer_idx" ON "cases" USING btree ("authority_id","assigned_officer_id","id","status_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_search_name_idx" ON "cases" USING btree ("authority_id","search_name","id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;