CREATE TABLE "run_members" (
	"run_id" uuid NOT NULL,
	"checklist_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_members_run_id_user_id_pk" PRIMARY KEY("run_id","user_id"),
	CONSTRAINT "run_members_role_check" CHECK ("run_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "run_ticks" (
	"run_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"ticked_by" uuid,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_ticks_run_id_step_id_pk" PRIMARY KEY("run_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"invite_nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runs_id_checklist_key" UNIQUE("id","checklist_id"),
	CONSTRAINT "runs_name_length" CHECK (char_length("runs"."name") between 1 and 40),
	CONSTRAINT "runs_visibility_check" CHECK ("runs"."visibility" in ('private', 'link'))
);
--> statement-breakpoint
ALTER TABLE "run_members" ADD CONSTRAINT "run_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_members" ADD CONSTRAINT "run_members_run_fk" FOREIGN KEY ("run_id","checklist_id") REFERENCES "public"."runs"("id","checklist_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_ticks" ADD CONSTRAINT "run_ticks_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_ticks" ADD CONSTRAINT "run_ticks_step_id_checklist_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."checklist_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_ticks" ADD CONSTRAINT "run_ticks_ticked_by_users_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_members_player_idx" ON "run_members" USING btree ("user_id","checklist_id","joined_at");--> statement-breakpoint
CREATE INDEX "run_members_user_played_idx" ON "run_members" USING btree ("user_id","last_played_at" DESC NULLS LAST,"run_id");--> statement-breakpoint
CREATE INDEX "run_ticks_step_idx" ON "run_ticks" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "runs_checklist_idx" ON "runs" USING btree ("checklist_id");--> statement-breakpoint
CREATE INDEX "runs_owner_idx" ON "runs" USING btree ("owner_id");--> statement-breakpoint
-- D43: each membership becomes its player's first run, 'My run', with every tick (who and when kept).
-- runs is new and empty, so (owner, checklist) names exactly one run in the two statements after this one.
INSERT INTO "runs" ("checklist_id", "owner_id", "name", "created_at")
SELECT "checklist_id", "user_id", 'My run', "joined_at" FROM "memberships";--> statement-breakpoint
INSERT INTO "run_members" ("run_id", "checklist_id", "user_id", "role", "joined_at", "last_played_at")
SELECT r."id", m."checklist_id", m."user_id", 'owner', m."joined_at", m."last_played_at"
FROM "memberships" m JOIN "runs" r ON r."owner_id" = m."user_id" AND r."checklist_id" = m."checklist_id";--> statement-breakpoint
INSERT INTO "run_ticks" ("run_id", "step_id", "ticked_by", "ticked_at")
SELECT r."id", t."step_id", t."user_id", t."ticked_at"
FROM "step_ticks" t JOIN "runs" r ON r."owner_id" = t."user_id" AND r."checklist_id" = t."checklist_id";--> statement-breakpoint
DROP TABLE "step_ticks" CASCADE;--> statement-breakpoint
DROP TABLE "memberships" CASCADE;
