ALTER TABLE "follow_news" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;