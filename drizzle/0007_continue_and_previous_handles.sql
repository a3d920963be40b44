-- Search forgives typing (D42): trigram similarity, in PostgreSQL and PGlite alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "previous_handles" (
	"custom_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "last_played_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "previous_handles" ADD CONSTRAINT "previous_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "previous_handles_user_idx" ON "previous_handles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_played_idx" ON "memberships" USING btree ("user_id","last_played_at" DESC NULLS LAST,"checklist_id");--> statement-breakpoint
-- "Continue" lists the latest played first (D38): what was already played counts from its last tick.
UPDATE "memberships" m SET "last_played_at" = greatest(m."joined_at", t.last_tick)
FROM (SELECT "user_id", "checklist_id", max("ticked_at") AS last_tick FROM "step_ticks" GROUP BY 1, 2) t
WHERE t."user_id" = m."user_id" AND t."checklist_id" = m."checklist_id";
--> statement-breakpoint
-- Search forgives typing (D42): the words of approved titles and tags, matched by trigram
-- similarity when a search finds nothing. Words only join (an edit that drops one leaves it):
-- a suggestion that finds nothing is simply not shown.
CREATE FUNCTION search_words_of(title text, tags text[]) RETURNS SETOF text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(title || ' ' || array_to_string(tags, ' ')), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 30
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_collect() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words (word) SELECT search_words_of(NEW.title, NEW.tags) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER checklists_search_words
AFTER INSERT OR UPDATE OF status, title, tags ON checklists
FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT search_words_of(title, tags) FROM checklists WHERE status = 'approved' ON CONFLICT DO NOTHING;
