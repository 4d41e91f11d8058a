CREATE TABLE "passkeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passkeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"web_user_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"web_user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totp_authenticators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "totp_authenticators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"web_user_id" integer NOT NULL,
	"secret_sealed" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"web_user_id" integer NOT NULL,
	"door" text NOT NULL,
	"first_factor" text NOT NULL,
	"webauthn_challenge" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "pending_sign_ins_door_check" CHECK ("pending_sign_ins"."door" in ('staff', 'portal')),
	CONSTRAINT "pending_sign_ins_first_factor_check" CHECK ("pending_sign_ins"."first_factor" in ('PASSWORD', 'SSO')),
	CONSTRAINT "pending_sign_ins_failed_attempts_check" CHECK ("pending_sign_ins"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "identity_provider_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer,
	"display_name" text NOT NULL,
	"issuer_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"password_sign_in" boolean DEFAULT true NOT NULL,
	"enforces_mfa" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_sign_on_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "sign_in_method" text;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "second_factor" text;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "web_users" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "web_users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_authenticators" ADD CONSTRAINT "totp_authenticators_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD CONSTRAINT "pending_sign_ins_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_provider_domains" ADD CONSTRAINT "identity_provider_domains_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_states" ADD CONSTRAINT "single_sign_on_states_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_id_key" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_web_user_idx" ON "passkeys" USING btree ("web_user_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_web_user_idx" ON "recovery_codes" USING btree ("web_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "totp_authenticators_confirmed_key" ON "totp_authenticators" USING btree ("web_user_id") WHERE "totp_authenticators"."confirmed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "totp_authenticators_pending_key" ON "totp_authenticators" USING btree ("web_user_id") WHERE "totp_authenticators"."confirmed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_sign_ins_token_hash_key" ON "pending_sign_ins" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_authority_key" ON "identity_providers" USING btree (coalesce("authority_id", 0)) WHERE "identity_providers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "web_users_sso_subject_key" ON "web_users" USING btree ("sso_issuer","sso_subject") WHERE "web_users"."sso_subject" is not null;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_sign_in_method_check" CHECK ("refresh_token_families"."sign_in_method" in ('PASSWORD', 'SSO', 'PASSKEY', 'INVITATION', 'PASSWORD_RESET', 'IMPERSONATION'));--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_second_factor_check" CHECK ("refresh_token_families"."second_factor" in ('TOTP', 'RECOVERY_CODE', 'PASSKEY', 'PROVIDER'));--> statement-breakpoint
ALTER TABLE "web_users" ADD CONSTRAINT "web_users_sso_link_check" CHECK (("web_users"."sso_issuer" is null) = ("web_users"."sso_subject" is null));