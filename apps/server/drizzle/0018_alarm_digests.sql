CREATE TABLE "alarm_digests" (
	"web_user_id" integer NOT NULL,
	"digest_day" date NOT NULL,
	"item_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarm_digests_pkey" PRIMARY KEY("web_user_id","digest_day")
);
--> statement-breakpoint
ALTER TABLE "web_users" ADD COLUMN "alarm_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alarm_digests" ADD CONSTRAINT "alarm_digests_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;