-- Issue 29: one word per concept (docs/product.md, Glossary). Renames keep every row, and the
-- trigger on the moderators table (0013) goes with it.
ALTER TABLE "admins" RENAME TO "moderators";--> statement-breakpoint
ALTER TABLE "moderators" RENAME CONSTRAINT "admins_pkey" TO "moderators_pkey";--> statement-breakpoint
ALTER TABLE "moderators" RENAME CONSTRAINT "admins_role_check" TO "moderators_role_check";--> statement-breakpoint
ALTER TABLE "moderators" RENAME CONSTRAINT "admins_user_id_users_id_fk" TO "moderators_user_id_users_id_fk";--> statement-breakpoint
ALTER TRIGGER "admins_sessions_changed" ON "moderators" RENAME TO "moderators_sessions_changed";--> statement-breakpoint
ALTER TABLE "checklist_slugs" RENAME TO "checklist_addresses";--> statement-breakpoint
ALTER TABLE "checklist_addresses" RENAME COLUMN "slug" TO "address";--> statement-breakpoint
ALTER TABLE "checklist_addresses" RENAME CONSTRAINT "checklist_slugs_pkey" TO "checklist_addresses_pkey";--> statement-breakpoint
ALTER TABLE "checklist_addresses" RENAME CONSTRAINT "checklist_slugs_checklist_id_checklists_id_fk" TO "checklist_addresses_checklist_id_checklists_id_fk";--> statement-breakpoint
ALTER INDEX "checklist_slugs_checklist_idx" RENAME TO "checklist_addresses_checklist_idx";
