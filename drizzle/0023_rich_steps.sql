ALTER TABLE "checklist_steps" ADD COLUMN "materials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "search_extra" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- D51: a checklist is also found by its live steps' material names (search_extra, kept by
-- replaceSteps), weighted least; beside 0022's section titles.
CREATE FUNCTION checklist_search_document(title text, description text, tags text[], sections jsonb, extra text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.checklist_search_document(title, description, tags, sections) || setweight(to_tsvector('english', extra), 'D')
$$;--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: the column goes (its partial
-- index with it) and comes back.
ALTER TABLE "checklists" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (checklist_search_document(title, description, tags, sections, search_extra)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "checklists_approved_search_idx" ON "checklists" USING gin ("search_document") WHERE status = 'approved';--> statement-breakpoint
-- A change of material names changes what a search finds: it moves the search generation too.
DROP TRIGGER checklists_search_generation ON checklists;--> statement-breakpoint
CREATE TRIGGER checklists_search_generation
AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF status, title, description, tags, sections, difficulty, supported_since, categories, search_extra
ON checklists
FOR EACH STATEMENT EXECUTE FUNCTION checklist_search_generation_bump();
