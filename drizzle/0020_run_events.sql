CREATE TABLE "run_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "run_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_events_type_check" CHECK ("run_events"."type" in ('tick', 'untick', 'note', 'member'))
);
--> statement-breakpoint
ALTER TABLE "run_events" ADD CONSTRAINT "run_events_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_events_run_idx" ON "run_events" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "run_events_created_idx" ON "run_events" USING btree ("created_at");--> statement-breakpoint
-- D45 (decisions/028): every app server LISTENs on 'run_events' and, told of a run's new event
-- at its commit, sends it to the pages it holds open for that run. The event travels in the
-- notification, so no server reads it back; one too long for a notification (8000 bytes) sends
-- the run's id only, and the servers read the run's new events.
CREATE FUNCTION notify_run_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event text := json_build_object('runId', NEW.run_id, 'id', NEW.id, 'type', NEW.type, 'data', NEW.data)::text;
BEGIN
  PERFORM pg_notify('run_events', CASE WHEN octet_length(event) < 7000 THEN event ELSE NEW.run_id::text END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER run_events_notify AFTER INSERT ON "run_events"
  FOR EACH ROW EXECUTE FUNCTION notify_run_events();
