CREATE INDEX "checklists_status_approved_idx" ON "checklists" USING btree ("status","approved_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "likes_recent_idx" ON "likes" USING btree ("created_at","checklist_id");--> statement-breakpoint
-- Approved checklists from before approved_at was kept: their last change stands for it.
UPDATE "checklists" SET "approved_at" = "updated_at" WHERE "status" = 'approved' AND "approved_at" IS NULL;
