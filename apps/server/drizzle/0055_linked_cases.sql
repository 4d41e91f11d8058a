CREATE TABLE "case_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"first_case_id" integer NOT NULL,
	"second_case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_links_pair_key" UNIQUE("authority_id","first_case_id","second_case_id"),
	CONSTRAINT "case_links_order_check" CHECK ("case_links"."first_case_id" < "case_links"."second_case_id"),
	CONSTRAINT "case_links_kind_check" CHECK ("case_links"."kind" in ('REPEAT_REFERRAL', 'SAME_HOUSEHOLD', 'SAME_PROPERTY'))
);
--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_first_case_fk" FOREIGN KEY ("authority_id","first_case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_second_case_fk" FOREIGN KEY ("authority_id","second_case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_links_second_case_idx" ON "case_links" USING btree ("authority_id","second_case_id");--> statement-breakpoint
CREATE INDEX "cases_uprn_idx" ON "cases" USING btree ("authority_id","uprn") WHERE "cases"."deleted_at" is null and "cases"."uprn" is not null;