ALTER TABLE "runs" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
-- D73 (decisions/041): since when a run is shared by link. A guest's stream replays nothing
-- older. A run already shared is taken as shared from now.
UPDATE "runs" SET "shared_at" = now() WHERE "visibility" = 'link';--> statement-breakpoint
CREATE FUNCTION runs_shared_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.visibility = 'private' THEN
    NEW.shared_at := NULL;
  ELSIF TG_OP = 'INSERT' OR OLD.visibility IS DISTINCT FROM NEW.visibility THEN
    NEW.shared_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER runs_shared_at BEFORE INSERT OR UPDATE OF visibility ON "runs"
  FOR EACH ROW EXECUTE FUNCTION runs_shared_at();--> statement-breakpoint
-- D73: every change of who may read a run tells every app server's open streams, whatever
-- code made it (cascades included): 'ended:' a run deleted, 'readers:run:' its sharing or its
-- members changed, 'readers:checklist:' its checklist's status changed, 'readers:account:' an
-- account deleted. The hub (features/runs/event-hub.ts) checks those streams again.
CREATE FUNCTION notify_run_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'runs' AND TG_OP = 'DELETE' THEN
    PERFORM pg_notify('run_events', 'ended:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'runs' THEN
    PERFORM pg_notify('run_events', 'readers:run:' || NEW.id);
  ELSIF TG_TABLE_NAME = 'run_members' THEN
    PERFORM pg_notify('run_events', 'readers:run:' || OLD.run_id);
  ELSIF TG_TABLE_NAME = 'checklists' THEN
    PERFORM pg_notify('run_events', 'readers:checklist:' || NEW.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('run_events', 'readers:account:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER runs_readers_ended AFTER DELETE ON "runs"
  FOR EACH ROW EXECUTE FUNCTION notify_run_readers();--> statement-breakpoint
CREATE TRIGGER runs_readers_shared AFTER UPDATE OF visibility ON "runs"
  FOR EACH ROW WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility) EXECUTE FUNCTION notify_run_readers();--> statement-breakpoint
CREATE TRIGGER run_members_readers AFTER DELETE ON "run_members"
  FOR EACH ROW EXECUTE FUNCTION notify_run_readers();--> statement-breakpoint
CREATE TRIGGER checklists_run_readers AFTER UPDATE OF status ON "checklists"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION notify_run_readers();--> statement-breakpoint
CREATE TRIGGER users_run_readers AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION notify_run_readers();
