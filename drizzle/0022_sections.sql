ALTER TABLE "checklist_revisions" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- D50: a checklist's section titles as one text, for search. IMMUTABLE so a generated column can use it.
CREATE FUNCTION checklist_section_titles(sections jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(section->>'title', ' '), '') FROM jsonb_array_elements(sections) AS section
$$;
--> statement-breakpoint
-- The search document of 0001 with the section titles, weighed like tags. Calls to our own
-- functions name their schema: a restored dump evaluates this with an empty search_path.
CREATE FUNCTION checklist_search_document(title text, description text, tags text[], sections jsonb)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.checklist_search_document(title, description, tags)
    || setweight(to_tsvector('english', public.checklist_section_titles(sections)), 'B')
$$;
--> statement-breakpoint
-- Dropping the generated column drops its index (0005) too; both come back on the new document.
ALTER TABLE "checklists" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (checklist_search_document(title, description, tags, sections)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "checklists_approved_search_idx" ON "checklists" USING gin ("search_document") WHERE status = 'approved';--> statement-breakpoint
-- A change of sections can change what a search finds (0006).
DROP TRIGGER checklists_search_generation ON checklists;--> statement-breakpoint
CREATE TRIGGER checklists_search_generation
AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF status, title, description, tags, sections, difficulty, supported_since, categories
ON checklists
FOR EACH STATEMENT EXECUTE FUNCTION checklist_search_generation_bump();
--> statement-breakpoint
-- D42's suggestions also come from section titles (0007).
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT search_words_of(NEW.title || ' ' || checklist_section_titles(NEW.sections), NEW.tags)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER checklists_search_words ON checklists;--> statement-breakpoint
CREATE TRIGGER checklists_search_words
AFTER INSERT OR UPDATE OF status, title, tags, sections ON checklists
FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION search_words_collect();
