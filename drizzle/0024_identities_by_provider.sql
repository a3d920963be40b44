-- D55: accounts are keyed by (provider, subject). Every identity so far came from Google, its
-- local stand-in or the OIDC_ISSUER put in Google's place: all became Google's, nothing lost.
ALTER TABLE "identities" ADD COLUMN "provider" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
ALTER TABLE "identities" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "identities" DROP CONSTRAINT "identities_issuer_subject_pk";--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_provider_subject_pk" PRIMARY KEY("provider","subject");--> statement-breakpoint
DROP INDEX "identities_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "identities_user_provider_idx" ON "identities" USING btree ("user_id","provider");--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_provider_check" CHECK ("identities"."provider" in ('microsoft', 'discord', 'google'));--> statement-breakpoint
ALTER TABLE "auth_flows" ADD COLUMN "provider" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_flows" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "auth_flows" ADD COLUMN "link_user_id" uuid;--> statement-breakpoint
ALTER TABLE "auth_flows" ADD CONSTRAINT "auth_flows_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
