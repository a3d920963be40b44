CREATE TABLE "run_claims" (
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item" text NOT NULL,
	"count" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_claims_run_id_item_user_id_pk" PRIMARY KEY("run_id","item","user_id"),
	CONSTRAINT "run_claims_count_positive" CHECK ("run_claims"."count" > 0),
	CONSTRAINT "run_claims_item_length" CHECK (char_length("run_claims"."item") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "run_events" DROP CONSTRAINT "run_events_type_check";--> statement-breakpoint
ALTER TABLE "run_claims" ADD CONSTRAINT "run_claims_member_fk" FOREIGN KEY ("run_id","user_id") REFERENCES "public"."run_members"("run_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_events" ADD CONSTRAINT "run_events_type_check" CHECK ("run_events"."type" in ('tick', 'untick', 'note', 'member', 'claim'));--> statement-breakpoint
-- D70 (decisions/051): what a run's unticked steps still need, by item (a game item's id or free
-- text, as the steps name it): every step's count of it added up.
CREATE FUNCTION run_material_needs(p_run uuid) RETURNS TABLE (item text, needed bigint)
LANGUAGE sql STABLE AS $$
  SELECT m.item, sum(m.count)::bigint
  FROM runs r
  JOIN checklist_steps s ON s.checklist_id = r.checklist_id
  CROSS JOIN LATERAL jsonb_to_recordset(s.materials) AS m (item text, count bigint)
  WHERE r.id = p_run
    AND NOT EXISTS (SELECT 1 FROM run_ticks t WHERE t.run_id = p_run AND t.step_id = s.id)
  GROUP BY m.item
$$;--> statement-breakpoint
-- A run's claims as they stand: the claims of an item are honoured in the order they were made,
-- each at most what the need leaves after the earlier ones (0: the claim has ended).
CREATE FUNCTION run_claims_held(p_run uuid)
RETURNS TABLE (user_id uuid, item text, count integer, claimed_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT c.user_id, c.item,
    least(c.count, greatest(0, coalesce(n.needed, 0) - coalesce(sum(c.count) OVER (
      PARTITION BY c.item ORDER BY c.claimed_at, c.user_id
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)))::integer,
    c.claimed_at
  FROM run_claims c
  LEFT JOIN run_material_needs(p_run) n ON n.item = c.item
  WHERE c.run_id = p_run
$$;--> statement-breakpoint
-- Stores the claims as they stand: a claim the need no longer leaves room for ends, one it
-- leaves less room for is cut. Called by a tick (below) and before a claim is counted. A claim
-- row another transaction holds is passed over (SKIP LOCKED): a Leave or a removal deleting its
-- member's claims takes the run's row after them, so waiting here, with the run's row held, could
-- deadlock; reads cap a claim passed over all the same (run_claims_held).
CREATE FUNCTION clamp_run_claims(p_run uuid) RETURNS void LANGUAGE sql AS $$
  WITH held AS (SELECT * FROM run_claims_held(p_run)),
  free AS (
    SELECT c.user_id, c.item FROM run_claims c WHERE c.run_id = p_run FOR UPDATE SKIP LOCKED
  ),
  ended AS (
    DELETE FROM run_claims c USING held h, free f
    WHERE c.run_id = p_run AND c.user_id = h.user_id AND c.item = h.item
      AND f.user_id = c.user_id AND f.item = c.item AND h.count = 0
  )
  UPDATE run_claims c SET count = h.count FROM held h, free f
  WHERE c.run_id = p_run AND c.user_id = h.user_id AND c.item = h.item
    AND f.user_id = c.user_id AND f.item = c.item AND h.count > 0 AND h.count < c.count
$$;--> statement-breakpoint
-- D70: a claim ends when its step is ticked, whatever code ticks it: a tick lowers what the run
-- needs, and the run's claims are cut to it in the tick's own transaction (after the tick's lock
-- on the run, so a claim being counted goes wholly before). A run without claims costs one look.
CREATE FUNCTION run_ticks_clamp_claims() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM run_claims WHERE run_id = NEW.run_id) THEN
    PERFORM clamp_run_claims(NEW.run_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER run_ticks_clamp_claims AFTER INSERT ON "run_ticks"
  FOR EACH ROW EXECUTE FUNCTION run_ticks_clamp_claims();
