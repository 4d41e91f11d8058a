CREATE TABLE "case_insight_counts" (
	"authority_id" integer NOT NULL,
	"fact" text NOT NULL,
	"status_id" integer NOT NULL,
	"assigned_officer_id" integer,
	"contractor_id" integer,
	"month" date,
	"stay_status_id" integer,
	"cases" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"completed_stays" integer DEFAULT 0 NOT NULL,
	"completed_seconds" bigint DEFAULT 0 NOT NULL,
	"current_stays" integer DEFAULT 0 NOT NULL,
	"current_since_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "case_insight_counts_key" UNIQUE NULLS NOT DISTINCT("authority_id","fact","status_id","assigned_officer_id","contractor_id","month","stay_status_id")
);
--> statement-breakpoint
ALTER TABLE "case_insight_counts" ADD CONSTRAINT "case_insight_counts_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;