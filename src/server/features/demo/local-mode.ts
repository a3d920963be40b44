import { and, eq, ne, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { identities } from "#server/db/schema/index.ts";
import { LOCAL_MODERATOR, localSubject } from "#server/oidc/local-accounts.ts";
import { localIssuerUrl } from "#server/oidc/local-issuer.ts";
import { findOrCreateAccount } from "../auth/accounts.ts";
import { makeModerator } from "../moderation/moderators.ts";
import { seedDemoContent } from "./demo-content.ts";

/**
 * Local mode only: the ready moderator account of the local issuer (D19), which 'Sign in as
 * moderator' reaches through each provider's stand-in (issue 35): Google's identity makes the
 * account, Microsoft's and Discord's (the same subject) are connected to it.
 */
export async function ensureLocalModerator(db: Database, config: AppConfig): Promise<string> {
  const issuer = localIssuerUrl(config);
  const subject = localSubject(LOCAL_MODERATOR.email);
  const account = await findOrCreateAccount(db, {
    issuer,
    subject,
    name: LOCAL_MODERATOR.name,
    email: LOCAL_MODERATOR.email,
  });
  for (const provider of ["microsoft", "discord"] as const) {
    await db
      .insert(identities)
      .values({ provider, subject, issuer, userId: account.id })
      .onConflictDoNothing();
    // Before issue 35 these stand-ins made a plain account of that identity: it moves to the moderator.
    await db
      .update(identities)
      .set({ userId: account.id })
      .where(
        and(
          eq(identities.provider, provider),
          eq(identities.subject, subject),
          ne(identities.userId, account.id),
          sql`not exists (select 1 from ${identities} i where i.user_id = ${account.id} and i.provider = ${provider})`,
        ),
      );
  }
  // An operator may have changed its role since (npm run admin): a restart keeps it.
  await makeModerator(db, account.id, "admin", { keepRole: true });
  return account.id;
}

/** Everything local mode adds to a database: never called in production. */
export async function prepareLocalMode(db: Database, config: AppConfig): Promise<void> {
  if (!config.localMode) throw new Error("prepareLocalMode is for local mode only");
  await ensureLocalModerator(db, config);
  if (config.seedDemo) await seedDemoContent(db, config);
}
