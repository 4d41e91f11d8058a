CREATE TABLE "bank_holiday_days" (
	"nation" text NOT NULL,
	"day" date NOT NULL,
	"correction" text NOT NULL,
	"title" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_holiday_days_nation_day_correction_pk" PRIMARY KEY("nation","day","correction"),
	CONSTRAINT "bank_holiday_days_nation_check" CHECK ("bank_holiday_days"."nation" in ('ENGLAND_AND_WALES', 'SCOTLAND', 'NORTHERN_IRELAND')),
	CONSTRAINT "bank_holiday_days_correction_check" CHECK ("bank_holiday_days"."correction" in ('LOADED', 'ADDED', 'REMOVED'))
);
--> statement-breakpoint
CREATE TABLE "bank_holiday_loaded_years" (
	"nation" text NOT NULL,
	"year" integer NOT NULL,
	"loaded_by_id" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_holiday_loaded_years_nation_year_pk" PRIMARY KEY("nation","year"),
	CONSTRAINT "bank_holiday_loaded_years_nation_check" CHECK ("bank_holiday_loaded_years"."nation" in ('ENGLAND_AND_WALES', 'SCOTLAND', 'NORTHERN_IRELAND'))
);
--> statement-breakpoint
ALTER TABLE "bank_holiday_days" ADD CONSTRAINT "bank_holiday_days_created_by_id_web_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_holiday_loaded_years" ADD CONSTRAINT "bank_holiday_loaded_years_loaded_by_id_web_users_id_fk" FOREIGN KEY ("loaded_by_id") REFERENCES "public"."web_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every server process keeps the corrected bank holiday calendar (modules/bank-holidays): any change
-- to the corrections, whoever makes it, is announced on commit so every process reads it again.
CREATE FUNCTION bank_holidays_notify_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casekeeper_bank_holidays_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bank_holiday_days_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bank_holiday_days
  FOR EACH STATEMENT EXECUTE FUNCTION bank_holidays_notify_changed();
--> statement-breakpoint
CREATE TRIGGER bank_holiday_loaded_years_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bank_holiday_loaded_years
  FOR EACH STATEMENT EXECUTE FUNCTION bank_holidays_notify_changed();
