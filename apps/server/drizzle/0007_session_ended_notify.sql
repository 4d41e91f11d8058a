-- Every server process keeps a short-lived cache of live sign-ins (platform/auth/live-sessions.ts).
-- Whatever ends a sign-in (logout, password change, deactivation, reuse detection, impersonation end)
-- announces it here, on commit, so every process forgets it at once. A trigger, so no code path can
-- end a session without telling.
CREATE FUNCTION refresh_token_families_notify_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casekeeper_session_ended', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_token_families_revoked
  AFTER UPDATE OF revoked_at ON refresh_token_families
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION refresh_token_families_notify_ended();
--> statement-breakpoint
CREATE TRIGGER refresh_token_families_deleted
  AFTER DELETE ON refresh_token_families
  FOR EACH ROW EXECUTE FUNCTION refresh_token_families_notify_ended();
