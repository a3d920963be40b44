-- Issue 36: a person's public name in URLs is their handle, and the column says so. Renames
-- keep every row; the unique constraint keeps its index under its new name.
ALTER TABLE "previous_handles" RENAME COLUMN "custom_id" TO "handle";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "custom_id" TO "handle";--> statement-breakpoint
ALTER TABLE "users" RENAME CONSTRAINT "users_custom_id_unique" TO "users_handle_unique";
--> statement-breakpoint
-- A run's events of the last day name people too: they get `handle` beside `customId`, as new ones do.
UPDATE "run_events" SET "data" = "data" || jsonb_build_object('handle', "data"->'customId')
  WHERE "type" = 'member' AND "data" ? 'customId';--> statement-breakpoint
UPDATE "run_events" SET "data" = jsonb_set("data", '{by,handle}', "data"->'by'->'customId')
  WHERE "type" IN ('tick', 'untick') AND jsonb_typeof("data"->'by'->'customId') = 'string';--> statement-breakpoint
UPDATE "run_events" SET "data" = jsonb_set("data", '{note,by,handle}', "data"->'note'->'by'->'customId')
  WHERE "type" = 'note' AND jsonb_typeof("data"->'note'->'by'->'customId') = 'string';
