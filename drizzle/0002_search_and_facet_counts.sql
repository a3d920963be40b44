CREATE TABLE "checklist_facet_counts" (
	"difficulty" text NOT NULL,
	"supported_since" text NOT NULL,
	"categories" integer[] NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "checklist_facet_counts_difficulty_supported_since_categories_pk" PRIMARY KEY("difficulty","supported_since","categories")
);
--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (checklist_search_document(title, description, tags)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "checklists_search_idx" ON "checklists" USING gin ("search_document");