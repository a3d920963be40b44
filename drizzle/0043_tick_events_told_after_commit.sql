-- Issue 36 (decision 062): a NOTIFY takes one lock for the whole cluster at commit and holds it
-- through the commit's flush to disk, so every durable commit that notifies waits for the one
-- before it (pgbench here, 10 clients: a durable insert with a NOTIFY ran at a third to a tenth
-- of the rate without). A tick's event is therefore told by its writer right after the commit,
-- in a statement of its own that writes nothing (features/runs/events.ts, tellRunEvent); the
-- other events (notes, members, claims: rare) are still told at commit by this trigger. Told
-- apart, notifications may arrive out of order: each now names the run's event before it
-- (prevId), and a server whose streams have not had that one reads the run's events instead
-- (features/runs/event-hub.ts).
CREATE FUNCTION run_event_notification(e run_events) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  -- A fresh look (a volatile function's query sees every commit before it): the run's events
  -- are written one at a time under its row's lock, so every earlier one has committed.
  previous bigint := (SELECT max(id) FROM run_events p WHERE p.run_id = e.run_id AND p.id < e.id);
  event text := json_build_object('runId', e.run_id, 'id', e.id, 'prevId', coalesce(previous, 0),
    'type', e.type, 'data', e.data)::text;
BEGIN
  RETURN CASE WHEN octet_length(event) < 7000 THEN event ELSE e.run_id::text END;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_run_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('run_events', run_event_notification(NEW));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER run_events_notify ON "run_events";--> statement-breakpoint
CREATE TRIGGER run_events_notify AFTER INSERT ON "run_events"
  FOR EACH ROW WHEN (NEW.type NOT IN ('tick', 'untick')) EXECUTE FUNCTION notify_run_events();
