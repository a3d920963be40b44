CREATE TABLE "run_step_notes" (
	"run_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"text" text,
	"x" integer,
	"y" integer,
	"z" integer,
	"dimension" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_step_notes_run_id_step_id_pk" PRIMARY KEY("run_id","step_id"),
	CONSTRAINT "run_step_notes_text_length" CHECK (char_length("run_step_notes"."text") between 1 and 200),
	CONSTRAINT "run_step_notes_coords_together" CHECK (("run_step_notes"."x" is null and "run_step_notes"."y" is null and "run_step_notes"."z" is null and "run_step_notes"."dimension" is null)
        or ("run_step_notes"."x" is not null and "run_step_notes"."y" is not null and "run_step_notes"."z" is not null and "run_step_notes"."dimension" is not null)),
	CONSTRAINT "run_step_notes_not_empty" CHECK ("run_step_notes"."text" is not null or "run_step_notes"."x" is not null),
	CONSTRAINT "run_step_notes_coords_range" CHECK ("run_step_notes"."x" between -30000000 and 30000000
        and "run_step_notes"."z" between -30000000 and 30000000
        and "run_step_notes"."y" between -64 and 320),
	CONSTRAINT "run_step_notes_dimension_check" CHECK ("run_step_notes"."dimension" in ('overworld', 'nether', 'end'))
);
--> statement-breakpoint
ALTER TABLE "run_step_notes" ADD CONSTRAINT "run_step_notes_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_step_notes" ADD CONSTRAINT "run_step_notes_step_id_checklist_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."checklist_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_step_notes" ADD CONSTRAINT "run_step_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_step_notes_step_idx" ON "run_step_notes" USING btree ("step_id");