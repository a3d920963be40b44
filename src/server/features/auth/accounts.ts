import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { identities, users } from "#server/db/schema/index.ts";
import type { ProviderProfile } from "#server/oidc/provider-profile.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { LIMITS } from "#shared/limits.ts";
import { deriveHandle } from "#shared/rules/handle.ts";
import { hasVisibleText } from "#shared/rules/visible-text.ts";
import type { SignInProvider } from "#shared/sign-in-providers.ts";
import { allocateHandle } from "./handles.ts";

export const DISPLAY_NAME_FALLBACK = "Unnamed";

/**
 * A provider's name as a display name: control characters and broken Unicode removed, and
 * cut to the nickname limit of SPEC §5 (whole characters), as if the person had typed it; a
 * name with nothing that shows becomes the fallback.
 */
export function displayNameFrom(name: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = (name ?? "").replace(/[\u0000-\u001f\u007f\uD800-\uDFFF]/gu, "").trim();
  let capped = "";
  for (const character of clean) {
    if (capped.length + character.length > LIMITS.nickname) break;
    capped += character;
  }
  return hasVisibleText(capped) ? capped.trim() : DISPLAY_NAME_FALLBACK;
}

function httpsUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Finds the account of a provider identity, creating it at first sign-in (SPEC §3, §4).
 * Keyed by (provider, subject), never by email (D3, D55). Two first sign-ins of the same identity
 * at once end with one account; two people of the same name get distinct handles (D17).
 */
export async function findOrCreateAccount(
  db: Database,
  profile: ProviderProfile,
): Promise<{ id: string; handle: string; language: Locale | null }> {
  const existing = await findAccount(db, profile);
  if (existing) return existing;

  const displayName = displayNameFrom(profile.name);
  try {
    return await db.transaction(async (tx) => {
      let userId = "";
      const handle = await allocateHandle(tx, deriveHandle(displayName), async (candidate) => {
        const inserted = await tx
          .insert(users)
          .values({
            handle: candidate,
            displayName,
            email: profile.email ?? null,
            photoUrl: httpsUrlOrNull(profile.picture),
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        userId = inserted[0]?.id ?? "";
        return userId !== "";
      });
      const linked = await tx
        .insert(identities)
        .values({ provider: providerOf(profile), issuer: profile.issuer, subject: profile.subject, userId })
        .onConflictDoNothing()
        .returning({ userId: identities.userId });
      if (linked.length === 0) throw new IdentityRaceLost();
      return { id: userId, handle, language: null };
    });
  } catch (error) {
    if (!(error instanceof IdentityRaceLost)) throw error;
    const winner = await findAccount(db, profile);
    if (!winner) throw error;
    return winner;
  }
}

class IdentityRaceLost extends Error {}

export const providerOf = (profile: ProviderProfile): SignInProvider => profile.provider ?? "google";

/** The account a provider identity signs in to, or null. */
export async function findAccount(db: Database, profile: ProviderProfile) {
  const [row] = await db
    .select({ id: users.id, handle: users.handle, language: users.language })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, providerOf(profile)), eq(identities.subject, profile.subject)))
    .limit(1);
  return row ?? null;
}
