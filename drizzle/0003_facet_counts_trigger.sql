CREATE TRIGGER checklists_facet_counts
AFTER INSERT OR DELETE OR UPDATE OF status, difficulty, supported_since, categories ON checklists
FOR EACH ROW EXECUTE FUNCTION checklist_facet_counts_sync();
--> statement-breakpoint
INSERT INTO checklist_facet_counts (difficulty, supported_since, categories, count)
SELECT difficulty, supported_since, categories, count(*)::int FROM checklists
WHERE status = 'approved' GROUP BY difficulty, supported_since, categories;
