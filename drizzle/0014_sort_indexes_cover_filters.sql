-- Issue 12: a filtered Explore page (difficulty, version, categories) walks its sort's index
-- until it has found a page of matches, about 870 index entries for 'Easy, 1.20.1, Building'
-- at 100,000 checklists. With the filtered columns carried in the index (INCLUDE), PostgreSQL
-- checks them there, in an index-only scan, instead of reading each row from the table:
-- 7.2 ms and 880 buffers before, 0.4 ms and 16 buffers after (docs/decisions/004).
-- Drizzle's index builder cannot say INCLUDE: src/server/db/schema/checklists.ts names the keys.
DROP INDEX "checklists_status_likes_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_likes_idx" ON "checklists" USING btree ("status","likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories");--> statement-breakpoint
DROP INDEX "checklists_status_created_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_created_idx" ON "checklists" USING btree ("status","created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories");--> statement-breakpoint
DROP INDEX "checklists_status_steps_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_steps_idx" ON "checklists" USING btree ("status","step_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories");--> statement-breakpoint
DROP INDEX "checklists_status_trending_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_trending_idx" ON "checklists" USING btree ("status","recent_likes" DESC NULLS LAST,"likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories");--> statement-breakpoint
DROP INDEX "checklists_status_approved_idx";--> statement-breakpoint
CREATE INDEX "checklists_status_approved_idx" ON "checklists" USING btree ("status","approved_at" DESC NULLS LAST,"id") INCLUDE ("difficulty","supported_since","categories");
