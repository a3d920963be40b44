-- Issue 39 (D68, decision 055): a collection keeps the count of its entries, so a save is one
-- statement: the entry's insert fires the count's update, which waits for the collection's row
-- while another save into it is under way and then counts from the other's result; the check
-- fails the save that would pass the limit, and the insert goes with it.
ALTER TABLE "collections" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "collections" SET "entry_count" = (SELECT count(*) FROM "collection_entries" e WHERE e."collection_id" = "collections"."id");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_entry_count_check" CHECK ("collections"."entry_count" between 0 and 500);--> statement-breakpoint
CREATE FUNCTION collection_entry_count_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE collections SET entry_count = entry_count + 1, updated_at = now() WHERE id = NEW.collection_id;
  ELSE
    -- A collection deleted with its entries (its owner's account gone) has no row left to count.
    UPDATE collections SET entry_count = entry_count - 1 WHERE id = OLD.collection_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER collection_entries_count
AFTER INSERT OR DELETE ON collection_entries
FOR EACH ROW EXECUTE FUNCTION collection_entry_count_sync();
