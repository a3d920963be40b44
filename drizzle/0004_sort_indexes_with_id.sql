DROP INDEX "checklists_status_likes_idx";--> statement-breakpoint
DROP INDEX "checklists_status_created_idx";--> statement-breakpoint
DROP INDEX "checklists_status_steps_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_likes_idx" ON "checklists" USING btree ("status","likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "checklists_status_created_idx" ON "checklists" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "checklists_status_steps_idx" ON "checklists" USING btree ("status","step_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");