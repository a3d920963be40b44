CREATE TABLE "checklist_step_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_step_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"checklist_id" text NOT NULL,
	"step_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_step_changes_kind_check" CHECK ("checklist_step_changes"."kind" in ('added', 'changed', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "run_members" ADD COLUMN "changes_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_step_changes" ADD CONSTRAINT "checklist_step_changes_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_step_changes_checklist_idx" ON "checklist_step_changes" USING btree ("checklist_id","changed_at");