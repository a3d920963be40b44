DROP INDEX "checklists_search_idx";--> statement-breakpoint
CREATE INDEX "checklists_approved_search_idx" ON "checklists" USING gin ("search_document") WHERE status = 'approved';