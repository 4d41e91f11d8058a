-- The bank holiday corrections are announced by the application now, from the transaction that
-- writes them (modules/bank-holidays/bank-holidays-changed.ts), on the same channel: the triggers
-- of 0038 go.
DROP TRIGGER IF EXISTS bank_holiday_days_changed ON bank_holiday_days;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bank_holiday_loaded_years_changed ON bank_holiday_loaded_years;
--> statement-breakpoint
DROP FUNCTION IF EXISTS bank_holidays_notify_changed();
