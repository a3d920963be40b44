-- Issue 38 (decision 061): a notification keeps its message (id and values) beside its English
-- text, so the list says it in the reader's language; older ones read as written.
ALTER TABLE "follow_news" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;