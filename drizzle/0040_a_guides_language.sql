-- D65 (docs/decisions/060): every checklist has a language, English for all that exist; a
-- pending edit may change it; a person may choose the interface's language (D64).
ALTER TABLE "checklists" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_language_check" CHECK ("checklists"."language" in ('en', 'pt-BR', 'de', 'es', 'fr'));--> statement-breakpoint
ALTER TABLE "checklist_revisions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_revisions" ADD CONSTRAINT "checklist_revisions_language_check" CHECK ("checklist_revisions"."language" in ('en', 'pt-BR', 'de', 'es', 'fr'));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'pt-BR', 'de', 'es', 'fr'));--> statement-breakpoint
-- One text-search configuration per language, of our own: a copy of PostgreSQL's, which also
-- drops accents where the unaccent extension can be had ('sobrevivencia' finds
-- 'sobrevivência'); a plain copy where it cannot (PGlite, a role without the right), and
-- 'simple' for a language whose configuration the engine lacks.
DO $$
DECLARE
  language text;
  accents boolean;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS unaccent;
    accents := true;
  EXCEPTION WHEN others THEN
    accents := false;
  END;
  FOREACH language IN ARRAY ARRAY['english', 'portuguese', 'german', 'spanish', 'french'] LOOP
    IF EXISTS (SELECT FROM pg_catalog.pg_ts_config WHERE cfgname = language) THEN
      EXECUTE format('CREATE TEXT SEARCH CONFIGURATION public.%I (COPY = pg_catalog.%I)', 'checklist_' || language, language);
      IF accents THEN
        EXECUTE format(
          'ALTER TEXT SEARCH CONFIGURATION public.%I ALTER MAPPING FOR hword, hword_part, word WITH unaccent, %I',
          'checklist_' || language, language || '_stem');
      END IF;
    ELSE
      EXECUTE format('CREATE TEXT SEARCH CONFIGURATION public.%I (COPY = pg_catalog.simple)', 'checklist_' || language);
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
-- A checklist's language (D64's tags) to its configuration. IMMUTABLE so the generated column
-- may use it; schema-qualified so it also resolves while a dump is restored.
CREATE FUNCTION checklist_search_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT (CASE language
    WHEN 'pt-BR' THEN 'public.checklist_portuguese'
    WHEN 'de' THEN 'public.checklist_german'
    WHEN 'es' THEN 'public.checklist_spanish'
    WHEN 'fr' THEN 'public.checklist_french'
    ELSE 'public.checklist_english'
  END)::regconfig
$$;--> statement-breakpoint
-- The document as 0001, 0022 and 0023 weigh it (title A, tags and section titles B,
-- description, material names D), in the checklist's language; material names are the
-- game's English item names (D60), so they stay English.
CREATE FUNCTION checklist_search_document(language text, title text, description text, tags text[], sections jsonb, extra text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector(public.checklist_search_config(language), title), 'A')
    || setweight(to_tsvector(public.checklist_search_config(language), array_to_string(tags, ' ')), 'B')
    || to_tsvector(public.checklist_search_config(language), description)
    || setweight(to_tsvector(public.checklist_search_config(language), public.checklist_section_titles(sections)), 'B')
    || setweight(to_tsvector(public.checklist_search_config('en'), extra), 'D')
$$;--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: the column goes (its partial
-- index with it) and comes back.
ALTER TABLE "checklists" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (checklist_search_document(language, title, description, tags, sections, search_extra)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "checklists_approved_search_idx" ON "checklists" USING gin ("search_document") WHERE status = 'approved';--> statement-breakpoint
-- A change of language changes what a search finds: it moves the search generation too.
DROP TRIGGER checklists_search_generation ON checklists;--> statement-breakpoint
CREATE TRIGGER checklists_search_generation
AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF status, title, description, tags, sections, difficulty, supported_since, categories, search_extra, language
ON checklists
FOR EACH STATEMENT EXECUTE FUNCTION checklist_search_generation_bump();--> statement-breakpoint
-- Explore's totals by language too: every count kept so far is of English checklists.
ALTER TABLE "checklist_facet_counts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_facet_counts" DROP CONSTRAINT "checklist_facet_counts_difficulty_supported_since_categories_pk";--> statement-breakpoint
ALTER TABLE "checklist_facet_counts" ADD CONSTRAINT "checklist_facet_counts_difficulty_supported_since_categories_language_pk" PRIMARY KEY("difficulty","supported_since","categories","language");--> statement-breakpoint
CREATE OR REPLACE FUNCTION checklist_facet_counts_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    UPDATE checklist_facet_counts SET count = count - 1
      WHERE difficulty = OLD.difficulty AND supported_since = OLD.supported_since
        AND categories = OLD.categories AND language = OLD.language;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' THEN
    INSERT INTO checklist_facet_counts (difficulty, supported_since, categories, language, count)
      VALUES (NEW.difficulty, NEW.supported_since, NEW.categories, NEW.language, 1)
      ON CONFLICT (difficulty, supported_since, categories, language)
      DO UPDATE SET count = checklist_facet_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER checklists_facet_counts ON checklists;--> statement-breakpoint
CREATE TRIGGER checklists_facet_counts
AFTER INSERT OR DELETE OR UPDATE OF status, difficulty, supported_since, categories, language ON checklists
FOR EACH ROW EXECUTE FUNCTION checklist_facet_counts_sync();--> statement-breakpoint
-- Explore filtered by language (D65, by default the reader's and English) walks its sort's
-- index as 0014's filters do: the language is carried in the index, checked without the row.
DROP INDEX "checklists_status_likes_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_likes_idx" ON "checklists" USING btree ("status","likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories","language");--> statement-breakpoint
DROP INDEX "checklists_status_created_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_created_idx" ON "checklists" USING btree ("status","created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories","language");--> statement-breakpoint
DROP INDEX "checklists_status_steps_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_steps_idx" ON "checklists" USING btree ("status","step_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories","language");--> statement-breakpoint
DROP INDEX "checklists_status_trending_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_trending_idx" ON "checklists" USING btree ("status","recent_likes" DESC NULLS LAST,"likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories","language");--> statement-breakpoint
DROP INDEX "checklists_status_approved_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_approved_idx" ON "checklists" USING btree ("status","approved_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories","language");
