CREATE TABLE "collection_entries" (
	"collection_id" uuid NOT NULL,
	"checklist_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_entries_collection_id_checklist_id_pk" PRIMARY KEY("collection_id","checklist_id")
);
--> statement-breakpoint
CREATE TABLE "collection_follows" (
	"user_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_follows_user_id_collection_id_pk" PRIMARY KEY("user_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_visibility_check" CHECK ("collections"."visibility" in ('private', 'link', 'public'))
);
--> statement-breakpoint
ALTER TABLE "collection_entries" ADD CONSTRAINT "collection_entries_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_entries" ADD CONSTRAINT "collection_entries_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_follows" ADD CONSTRAINT "collection_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_follows" ADD CONSTRAINT "collection_follows_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_entries_checklist_idx" ON "collection_entries" USING btree ("checklist_id");--> statement-breakpoint
CREATE INDEX "collection_entries_newest_idx" ON "collection_entries" USING btree ("collection_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_follows_collection_idx" ON "collection_follows" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collections_owner_idx" ON "collections" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_one_default_idx" ON "collections" USING btree ("owner_id") WHERE "collections"."is_default";--> statement-breakpoint
-- D68: every save becomes an entry of its person's 'Saved', made when saved; then saves go.
INSERT INTO "collections" ("owner_id", "name", "is_default", "created_at")
SELECT "user_id", 'Saved', true, min("created_at") FROM "saves" GROUP BY "user_id";--> statement-breakpoint
INSERT INTO "collection_entries" ("collection_id", "checklist_id", "created_at")
SELECT c."id", s."checklist_id", s."created_at"
FROM "saves" s JOIN "collections" c ON c."owner_id" = s."user_id" AND c."is_default";--> statement-breakpoint
DROP TABLE "saves" CASCADE;
