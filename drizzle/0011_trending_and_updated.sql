ALTER TABLE "checklists" ADD COLUMN "recent_likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "checklists_status_trending_idx" ON "checklists" USING btree ("status","recent_likes" DESC NULLS LAST,"likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "checklists_status_approved_idx" ON "checklists" USING btree ("status","approved_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Approved checklists from before approved_at was kept: their last change stands for it.
UPDATE "checklists" SET "approved_at" = "updated_at" WHERE "status" = 'approved' AND "approved_at" IS NULL;--> statement-breakpoint
UPDATE "checklists" SET "recent_likes" = (SELECT count(*) FROM "likes" WHERE "likes"."checklist_id" = "checklists"."id" AND "likes"."created_at" > now() - interval '7 days');
