CREATE TABLE "checklist_search_generation" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"generation" bigint NOT NULL,
	CONSTRAINT "checklist_search_generation_single" CHECK ("checklist_search_generation"."single")
);
--> statement-breakpoint
INSERT INTO "checklist_search_generation" ("single", "generation") VALUES (true, 1);
--> statement-breakpoint
-- Once per statement, not per row: a bulk insert moves the number once. Updating the one row
-- also means the new number becomes visible with the change itself, at commit, never before:
-- a reader that sees the new number also sees the data it stands for.
CREATE FUNCTION checklist_search_generation_bump() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE checklist_search_generation SET generation = generation + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Likes and step counts are left out: they change a search's order, never its matches.
CREATE TRIGGER checklists_search_generation
AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF status, title, description, tags, difficulty, supported_since, categories
ON checklists
FOR EACH STATEMENT EXECUTE FUNCTION checklist_search_generation_bump();
