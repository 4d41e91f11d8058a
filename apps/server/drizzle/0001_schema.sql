CREATE TABLE "action_diaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_diaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "action_diaries_authority_case_id_key" UNIQUE("authority_id","case_id","id")
);
--> statement-breakpoint
CREATE TABLE "action_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"diary_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"description" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"kind" text NOT NULL,
	"text_body" text,
	"file_id" uuid,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "action_items_prefix_check" CHECK ("action_items"."prefix" in ('Call', 'Visit', 'Letter', 'Email', 'Assessment', 'Works', 'Other')),
	CONSTRAINT "action_items_kind_check" CHECK ("action_items"."kind" in ('TEXT', 'FILE')),
	CONSTRAINT "action_items_body_matches_kind" CHECK (("action_items"."kind" = 'TEXT' and "action_items"."text_body" is not null and "action_items"."file_id" is null)
        or ("action_items"."kind" = 'FILE' and "action_items"."file_id" is not null and "action_items"."text_body" is null))
);
--> statement-breakpoint
CREATE TABLE "application_status_master" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"authority_id" integer,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "authorities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"short_code" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"town" text,
	"post_code" text,
	"contact_email" text,
	"contact_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "authorities_short_code_format" CHECK ("authorities"."short_code" ~ '^[A-Z]{2,8}$')
);
--> statement-breakpoint
CREATE TABLE "bookmark_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmark_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"web_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmark_filters_web_user_id_name_key" UNIQUE("web_user_id","name")
);
--> statement-breakpoint
CREATE TABLE "case_pins" (
	"web_user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_pins_web_user_id_case_id_pk" PRIMARY KEY("web_user_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "case_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"changed_by_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "case_number_sequences" (
	"authority_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_number_sequences_authority_id_year_pk" PRIMARY KEY("authority_id","year")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_number" text NOT NULL,
	"client_title" text,
	"client_first_name" text NOT NULL,
	"client_last_name" text NOT NULL,
	"client_date_of_birth" date,
	"client_phone" text,
	"client_email" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_line3" text,
	"town" text,
	"county" text,
	"post_code" text NOT NULL,
	"uprn" text,
	"status_id" integer NOT NULL,
	"previous_status_id" integer,
	"assigned_officer_id" integer,
	"contractor_id" integer,
	"referral_date" date,
	"referral_source" text,
	"priority" text DEFAULT 'Normal' NOT NULL,
	"description" text,
	"estimated_cost_pence" bigint,
	"approved_grant_pence" bigint,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_name" text GENERATED ALWAYS AS (lower(client_first_name || ' ' || client_last_name)) STORED NOT NULL,
	"search_address" text GENERATED ALWAYS AS (lower(address_line1 || coalesce(' ' || address_line2, '') || coalesce(' ' || address_line3, '') || coalesce(' ' || town, ''))) STORED NOT NULL,
	"post_code_compact" text GENERATED ALWAYS AS (upper(replace(post_code, ' ', ''))) STORED NOT NULL,
	CONSTRAINT "cases_authority_id_id_key" UNIQUE("authority_id","id"),
	CONSTRAINT "cases_authority_id_case_number_key" UNIQUE("authority_id","case_number"),
	CONSTRAINT "cases_case_number_format" CHECK ("cases"."case_number" ~ '^[A-Z]{2,8}-[0-9]{4}-[0-9]{5,}$'),
	CONSTRAINT "cases_priority_check" CHECK ("cases"."priority" in ('Low', 'Normal', 'High', 'Urgent')),
	CONSTRAINT "cases_uprn_format" CHECK ("cases"."uprn" ~ '^[0-9]{1,12}$'),
	CONSTRAINT "cases_estimated_cost_pence_check" CHECK ("cases"."estimated_cost_pence" >= 0),
	CONSTRAINT "cases_approved_grant_pence_check" CHECK ("cases"."approved_grant_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"town" text,
	"post_code" text,
	"trades" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contractors_authority_id_id_key" UNIQUE("authority_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authority_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_authority_id_id_key" UNIQUE("authority_id","id"),
	CONSTRAINT "files_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "files_size_bytes_check" CHECK ("files"."size_bytes" >= 0),
	CONSTRAINT "files_sha256_format" CHECK ("files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"web_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "password_reset_tokens_purpose_check" CHECK ("password_reset_tokens"."purpose" in ('RESET', 'INVITE'))
);
--> statement-breakpoint
CREATE TABLE "refresh_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"web_user_id" integer NOT NULL,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by_id" integer,
	CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "web_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"user_type" text NOT NULL,
	"authority_id" integer,
	"role" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"theme_mode" text DEFAULT 'dark' NOT NULL,
	"last_login_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "web_users_authority_id_id_key" UNIQUE("authority_id","id"),
	CONSTRAINT "web_users_user_type_check" CHECK ("web_users"."user_type" in ('ADMIN', 'AUTHORITY', 'AUTHORITY_USER')),
	CONSTRAINT "web_users_role_check" CHECK ("web_users"."role" in ('READONLY', 'READWRITE', 'ADMIN')),
	CONSTRAINT "web_users_theme_mode_check" CHECK ("web_users"."theme_mode" in ('dark', 'light')),
	CONSTRAINT "web_users_admin_has_no_authority" CHECK (("web_users"."user_type" = 'ADMIN') = ("web_users"."authority_id" is null)),
	CONSTRAINT "web_users_admin_has_no_role" CHECK (("web_users"."user_type" = 'ADMIN') = ("web_users"."role" is null)),
	CONSTRAINT "web_users_failed_login_count_check" CHECK ("web_users"."failed_login_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "action_diaries" ADD CONSTRAINT "action_diaries_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_diaries" ADD CONSTRAINT "action_diaries_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_diaries" ADD CONSTRAINT "action_diaries_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_diary_fk" FOREIGN KEY ("authority_id","case_id","diary_id") REFERENCES "public"."action_diaries"("authority_id","case_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_file_fk" FOREIGN KEY ("authority_id","file_id") REFERENCES "public"."files"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark_filters" ADD CONSTRAINT "bookmark_filters_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark_filters" ADD CONSTRAINT "bookmark_filters_web_user_fk" FOREIGN KEY ("authority_id","web_user_id") REFERENCES "public"."web_users"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_pins" ADD CONSTRAINT "case_pins_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_pins" ADD CONSTRAINT "case_pins_web_user_fk" FOREIGN KEY ("authority_id","web_user_id") REFERENCES "public"."web_users"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_pins" ADD CONSTRAINT "case_pins_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_changed_by_id_web_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_from_status_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."application_status_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_to_status_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."application_status_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_number_sequences" ADD CONSTRAINT "case_number_sequences_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_id_application_status_master_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."application_status_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_previous_status_id_application_status_master_id_fk" FOREIGN KEY ("previous_status_id") REFERENCES "public"."application_status_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_updated_by_id_web_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assigned_officer_fk" FOREIGN KEY ("authority_id","assigned_officer_id") REFERENCES "public"."web_users"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_contractor_fk" FOREIGN KEY ("authority_id","contractor_id") REFERENCES "public"."contractors"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_id_web_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_impersonator_id_web_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_users" ADD CONSTRAINT "web_users_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_items_diary_idx" ON "action_items" USING btree ("authority_id","diary_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "action_items_file_idx" ON "action_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "action_items_alarm_idx" ON "action_items" USING btree ("case_id","scheduled_at") WHERE not "action_items"."is_completed" and "action_items"."dismissed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "application_status_master_code_key" ON "application_status_master" USING btree ("code");--> statement-breakpoint
CREATE INDEX "audit_log_authority_occurred_idx" ON "audit_log" USING btree ("authority_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_occurred_idx" ON "audit_log" USING btree ("actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "authorities_short_code_key" ON "authorities" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "case_pins_case_idx" ON "case_pins" USING btree ("authority_id","case_id");--> statement-breakpoint
CREATE INDEX "case_status_history_case_idx" ON "case_status_history" USING btree ("authority_id","case_id","changed_at");--> statement-breakpoint
CREATE INDEX "cases_authority_status_idx" ON "cases" USING btree ("authority_id","status_id","id");--> statement-breakpoint
CREATE INDEX "cases_authority_officer_status_idx" ON "cases" USING btree ("authority_id","assigned_officer_id","status_id","id");--> statement-breakpoint
CREATE INDEX "cases_authority_contractor_idx" ON "cases" USING btree ("authority_id","contractor_id");--> statement-breakpoint
CREATE INDEX "cases_search_name_trgm_idx" ON "cases" USING gin ("authority_id","search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_search_address_trgm_idx" ON "cases" USING gin ("authority_id","search_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_post_code_compact_trgm_idx" ON "cases" USING gin ("authority_id","post_code_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_authority_id_company_name_idx" ON "contractors" USING btree ("authority_id","company_name");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_web_user_idx" ON "password_reset_tokens" USING btree ("web_user_id");--> statement-breakpoint
CREATE INDEX "refresh_token_families_live_idx" ON "refresh_token_families" USING btree ("web_user_id") WHERE "refresh_token_families"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_users_email_lower_key" ON "web_users" USING btree (lower("email"));