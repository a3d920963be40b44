-- Issue 12: every app server keeps the sessions it resolved in memory
-- (src/server/features/auth/session-cache.ts) and listens on 'sessions_changed'. Whatever can
-- end a session or change who is behind it (sign-out, expiry rolled or pruned, an account
-- edited or deleted, a role granted or revoked) tells them, at commit.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER admins_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admins"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
