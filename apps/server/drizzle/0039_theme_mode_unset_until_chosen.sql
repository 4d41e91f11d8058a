-- A new account has no theme until its user chooses one (issue 33): the web client follows the
-- device's preference until then. Accounts made before keep the 'dark' they were given.
ALTER TABLE "web_users" ALTER COLUMN "theme_mode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "web_users" ALTER COLUMN "theme_mode" DROP NOT NULL;