CREATE TABLE "authority_closure_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authority_closure_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"day" date NOT NULL,
	"description" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authority_closure_days_authority_id_day_key" UNIQUE("authority_id","day")
);
--> statement-breakpoint
CREATE TABLE "case_clocks" (
	"authority_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"due_date" date,
	"amber_at" timestamp with time zone,
	"red_at" timestamp with time zone,
	"paused_days" integer DEFAULT 0 NOT NULL,
	"amber_alerted_at" timestamp with time zone,
	"red_alerted_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_clocks_pkey" PRIMARY KEY("case_id","definition_id"),
	CONSTRAINT "case_clocks_state_check" CHECK ("case_clocks"."state" in ('not_started', 'running', 'paused', 'met', 'missed', 'stopped'))
);
--> statement-breakpoint
CREATE TABLE "clock_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clock_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_status_id" integer NOT NULL,
	"stop_status_id" integer NOT NULL,
	"limit_unit" text NOT NULL,
	"limit_value" integer NOT NULL,
	"urgent_limit_value" integer,
	"amber_at_percent" integer NOT NULL,
	"red_at_percent" integer NOT NULL,
	"paused_by_on_hold" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "clock_definitions_authority_id_id_key" UNIQUE("authority_id","id"),
	CONSTRAINT "clock_definitions_authority_id_name_key" UNIQUE("authority_id","name"),
	CONSTRAINT "clock_definitions_limit_unit_check" CHECK ("clock_definitions"."limit_unit" in ('CALENDAR_MONTHS', 'WORKING_DAYS')),
	CONSTRAINT "clock_definitions_statuses_check" CHECK ("clock_definitions"."start_status_id" between 1 and 8 and "clock_definitions"."stop_status_id" between 2 and 9 and "clock_definitions"."stop_status_id" > "clock_definitions"."start_status_id"),
	CONSTRAINT "clock_definitions_limits_check" CHECK ("clock_definitions"."limit_value" > 0 and ("clock_definitions"."urgent_limit_value" is null or "clock_definitions"."urgent_limit_value" > 0)),
	CONSTRAINT "clock_definitions_thresholds_check" CHECK ("clock_definitions"."amber_at_percent" between 1 and "clock_definitions"."red_at_percent" and "clock_definitions"."red_at_percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "nation" text DEFAULT 'ENGLAND_AND_WALES' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorities" ADD COLUMN "clocks_stale_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authority_closure_days" ADD CONSTRAINT "authority_closure_days_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_closure_days" ADD CONSTRAINT "authority_closure_days_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_clocks" ADD CONSTRAINT "case_clocks_case_fk" FOREIGN KEY ("authority_id","case_id") REFERENCES "public"."cases"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_clocks" ADD CONSTRAINT "case_clocks_definition_fk" FOREIGN KEY ("authority_id","definition_id") REFERENCES "public"."clock_definitions"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_definitions" ADD CONSTRAINT "clock_definitions_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_clocks_due_idx" ON "case_clocks" USING btree ("authority_id","due_date");--> statement-breakpoint
CREATE INDEX "case_clocks_definition_due_idx" ON "case_clocks" USING btree ("authority_id","definition_id","due_date","case_id");--> statement-breakpoint
CREATE INDEX "case_clocks_amber_unalerted_idx" ON "case_clocks" USING btree ("amber_at") WHERE "case_clocks"."amber_alerted_at" is null and "case_clocks"."amber_at" is not null;--> statement-breakpoint
CREATE INDEX "case_clocks_red_unalerted_idx" ON "case_clocks" USING btree ("red_at") WHERE "case_clocks"."red_alerted_at" is null and "case_clocks"."red_at" is not null;--> statement-breakpoint
ALTER TABLE "authorities" ADD CONSTRAINT "authorities_nation_check" CHECK ("authorities"."nation" in ('ENGLAND_AND_WALES', 'SCOTLAND', 'NORTHERN_IRELAND'));--> statement-breakpoint
-- Every authority starts with the three clocks of the contract's DEFAULT_CLOCK_DEFINITIONS
-- (docs/clocks.md), made by the database whatever adds the authority, in the same transaction.
-- A test keeps these values and the contract's the same.
CREATE FUNCTION clock_definitions_defaults(authority integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO clock_definitions (authority_id, name, start_status_id, stop_status_id, limit_unit,
    limit_value, urgent_limit_value, amber_at_percent, red_at_percent, paused_by_on_hold)
  VALUES
    (authority, 'Decision', 4, 5, 'CALENDAR_MONTHS', 6, NULL, 75, 100, false),
    (authority, 'Completion', 5, 8, 'CALENDAR_MONTHS', 12, NULL, 75, 100, false),
    (authority, 'End to end', 1, 8, 'WORKING_DAYS', 150, 55, 75, 100, true);
$$;
--> statement-breakpoint
CREATE FUNCTION authorities_after_insert_clocks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM clock_definitions_defaults(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
SELECT clock_definitions_defaults(id) FROM authorities ORDER BY id;
--> statement-breakpoint
CREATE TRIGGER authorities_clock_defaults AFTER INSERT ON authorities
FOR EACH ROW EXECUTE FUNCTION authorities_after_insert_clocks();
--> statement-breakpoint
-- The cases already there get their clocks from the clocks.recompute job, authority by authority
-- in batches after the server starts: working days cannot be counted here in SQL.
UPDATE authorities SET clocks_stale_since = now();
