import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { LOCAL_MODERATOR, localSubject } from "#server/oidc/local-accounts.ts";
import { localIssuerUrl } from "#server/oidc/local-issuer.ts";
import { findOrCreateAccount } from "../auth/accounts.ts";
import { makeModerator } from "../moderation/moderators.ts";
import { seedDemoContent } from "./demo-content.ts";

/** Local mode only: the ready moderator account of the local issuer (D19). */
export async function ensureLocalModerator(db: Database, config: AppConfig): Promise<string> {
  const account = await findOrCreateAccount(db, {
    issuer: localIssuerUrl(config),
    subject: localSubject(LOCAL_MODERATOR.email),
    name: LOCAL_MODERATOR.name,
    email: LOCAL_MODERATOR.email,
  });
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
