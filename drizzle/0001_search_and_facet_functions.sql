-- The text a checklist is found by (title weighs most), for explore's full-text search.
-- IMMUTABLE so a generated column can use it; array_to_string alone is only STABLE.
CREATE FUNCTION checklist_search_document(title text, description text, tags text[])
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', array_to_string(tags, ' ')), 'B')
    || to_tsvector('english', description)
$$;
--> statement-breakpoint
-- Keeps checklist_facet_counts equal to the number of approved checklists per
-- (difficulty, version, categories), so explore's total needs no count(*) over the table.
CREATE FUNCTION checklist_facet_counts_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    UPDATE checklist_facet_counts SET count = count - 1
      WHERE difficulty = OLD.difficulty AND supported_since = OLD.supported_since
        AND categories = OLD.categories;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' THEN
    INSERT INTO checklist_facet_counts (difficulty, supported_since, categories, count)
      VALUES (NEW.difficulty, NEW.supported_since, NEW.categories, 1)
      ON CONFLICT (difficulty, supported_since, categories)
      DO UPDATE SET count = checklist_facet_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;
