ALTER TABLE "checklists" ADD COLUMN "official_key" text;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "official_fingerprint" text;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_official_key_unique" UNIQUE("official_key");