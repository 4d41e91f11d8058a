CREATE TABLE "case_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_request_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_request_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"action_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" text,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text,
	"chase_item_id" integer,
	"requested_by_id" integer NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_requests_authority_id_key" UNIQUE("authority_id","id"),
	CONSTRAINT "document_requests_kind_check" CHECK ("document_requests"."kind" in ('PROOF_OF_INCOME', 'PROOF_OF_OWNERSHIP', 'PHOTOS', 'OTHER')),
	CONSTRAINT "document_requests_state_check" CHECK ("document_requests"."state" in ('REQUESTED', 'SENT', 'ACCEPTED', 'ASKED_AGAIN')),
	CONSTRAINT "document_requests_other_has_details" CHECK ("document_requests"."kind" <> 'OTHER' or "document_requests"."details" is not null)
);
--> statement-breakpoint
ALTER TABLE "case_replies" ADD CONSTRAINT "case_replies_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_replies" ADD CONSTRAINT "case_replies_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_replies" ADD CONSTRAINT "case_replies_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_uploads" ADD CONSTRAINT "document_request_uploads_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_uploads" ADD CONSTRAINT "document_request_uploads_request_fk" FOREIGN KEY ("authority_id","request_id") REFERENCES "public"."document_requests"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_uploads" ADD CONSTRAINT "document_request_uploads_item_fk" FOREIGN KEY ("authority_id","action_item_id") REFERENCES "public"."action_items"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_id_web_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_replies_case_idx" ON "case_replies" USING btree ("authority_id","case_id","created_at");--> statement-breakpoint
CREATE INDEX "document_request_uploads_request_idx" ON "document_request_uploads" USING btree ("authority_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_request_uploads_item_key" ON "document_request_uploads" USING btree ("action_item_id");--> statement-breakpoint
CREATE INDEX "document_requests_case_idx" ON "document_requests" USING btree ("authority_id","case_id","created_at");