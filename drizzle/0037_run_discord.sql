CREATE TABLE "run_discord" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"address_sealed" text NOT NULL,
	"address_masked" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"event_cursor" bigint DEFAULT 0 NOT NULL,
	"announced_percent" integer DEFAULT 0 NOT NULL,
	"announced_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending" jsonb,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_found" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "run_discord" ADD CONSTRAINT "run_discord_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_discord_due_idx" ON "run_discord" USING btree ("due_at") WHERE "run_discord"."enabled";