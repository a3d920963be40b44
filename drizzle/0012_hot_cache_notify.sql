-- Issue 12: the hot-path cache (src/server/features/checklists/hot-cache.ts) of every app
-- server listens on 'checklists_changed'. Any statement that changes checklists (a like moves
-- the counter, a decision, an edit, a deletion) or people (a handle shown on cards) tells
-- them, at commit.
CREATE FUNCTION notify_checklists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('checklists_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER checklists_changed AFTER INSERT OR UPDATE OR DELETE ON "checklists"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_checklists_changed();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_checklists_changed();
