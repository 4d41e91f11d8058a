CREATE TABLE "case_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"diary_id" integer,
	"file_id" uuid NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_documents_type_check" CHECK ("case_documents"."type" in ('OT_ASSESSMENT', 'PHOTO', 'QUOTE', 'LETTER', 'INVOICE', 'CORRESPONDENCE', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "action_items" ADD COLUMN "from_applicant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_diary_fk" FOREIGN KEY ("authority_id","case_id","diary_id") REFERENCES "public"."action_diaries"("authority_id","case_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_file_fk" FOREIGN KEY ("authority_id","file_id") REFERENCES "public"."files"("authority_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_documents_case_idx" ON "case_documents" USING btree ("authority_id","case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_documents_file_idx" ON "case_documents" USING btree ("file_id");--> statement-breakpoint
-- What applicants sent before this column: the items an applicant's account made (issue 39).
UPDATE "action_items" SET "from_applicant" = true
WHERE "created_by_id" IN (SELECT "id" FROM "web_users" WHERE "user_type" = 'APPLICANT');
