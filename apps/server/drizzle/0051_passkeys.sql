CREATE TABLE "webauthn_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ceremony" text NOT NULL,
	"web_user_id" integer,
	"token_hash" text,
	"challenge" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "webauthn_challenges_ceremony_check" CHECK ("webauthn_challenges"."ceremony" in ('REGISTRATION', 'SIGN_IN')),
	CONSTRAINT "webauthn_challenges_owner_check" CHECK (("webauthn_challenges"."ceremony" = 'REGISTRATION' and "webauthn_challenges"."web_user_id" is not null) or ("webauthn_challenges"."ceremony" = 'SIGN_IN' and "webauthn_challenges"."token_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "allow_passkey_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webauthn_challenges_token_hash_key" ON "webauthn_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_web_user_idx" ON "webauthn_challenges" USING btree ("web_user_id");