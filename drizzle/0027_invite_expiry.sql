ALTER TABLE "runs" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
-- D74: an invite link made before links expired works for 7 days from the migration.
UPDATE "runs" SET "invite_expires_at" = now() + interval '7 days' WHERE "invite_nonce" IS NOT NULL;
