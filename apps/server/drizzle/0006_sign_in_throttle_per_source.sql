CREATE TABLE "known_sign_in_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"web_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"account_key" text NOT NULL,
	"source_key" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_pkey" PRIMARY KEY("account_key","source_key"),
	CONSTRAINT "login_throttle_counts_check" CHECK ("login_throttle"."failed_count" >= 0 and "login_throttle"."in_flight" >= 0)
);
--> statement-breakpoint
ALTER TABLE "known_sign_in_devices" ADD CONSTRAINT "known_sign_in_devices_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_sign_in_devices_web_user_idx" ON "known_sign_in_devices" USING btree ("web_user_id");--> statement-breakpoint
CREATE INDEX "login_throttle_last_attempt_idx" ON "login_throttle" USING btree ("last_attempt_at");