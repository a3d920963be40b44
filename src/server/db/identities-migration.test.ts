import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { findOrCreateAccount } from "../features/auth/accounts.ts";
import { listConnections } from "../features/auth/connections.ts";
import { createEmptyDatabase, testEngines } from "../test-support/databases.ts";
import { migrationsUpTo } from "../test-support/migrations.ts";
import { MIGRATIONS_FOLDER, rowsOf } from "./client.ts";

const GOOGLE_USER = "00000000-0000-4000-8000-00000000000a";
const LOCAL_USER = "00000000-0000-4000-8000-00000000000b";
const OTHER_ISSUER_USER = "00000000-0000-4000-8000-00000000000c";

/** Identities as 0020 kept them: (issuer, subject) → user, from each issuer a site could have used. */
const OLD_IDENTITIES: [string, string, string][] = [
  ["https://accounts.google.com", "108234567890123456789", GOOGLE_USER],
  ["http://localhost:3000/oidc", "5f2b1c0d9e8a7b6c5d4e3f2a1b0c9d8e", LOCAL_USER],
  ["https://id.example.com", "other-subject", OTHER_ISSUER_USER],
];

describe.each(testEngines("migration"))(
  "migration 0024 keys identities by (provider, subject) (%s)",
  (engine) => {
    const folders: string[] = [];
    afterAll(() => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it("keeps every identity, its subject, issuer and account, as Google's; they still sign in", async () => {
      const database = await createEmptyDatabase(engine);
      try {
        const before = migrationsUpTo(22);
        folders.push(before);
        await database.migrate(before);
        const db = database.db;
        await db.execute(sql`insert into users (id, custom_id, display_name) values
        (${GOOGLE_USER}, 'gina', 'Gina'), (${LOCAL_USER}, 'lou', 'Lou'), (${OTHER_ISSUER_USER}, 'otto', 'Otto')`);
        for (const [issuer, subject, userId] of OLD_IDENTITIES) {
          await db.execute(sql`insert into identities (issuer, subject, user_id, created_at)
          values (${issuer}, ${subject}, ${userId}, '2026-11-01T10:00:00Z')`);
        }
        await db.execute(sql`insert into auth_flows (state_hash, code_verifier, nonce, return_to, ip, expires_at)
        values ('pending', 'verifier', 'nonce', '/create', '127.0.0.1', now() + interval '5 minutes')`);

        await database.migrate(MIGRATIONS_FOLDER);

        const rows = rowsOf<{ provider: string; issuer: string; subject: string; user_id: string }>(
          await db.execute(sql`select provider, issuer, subject, user_id from identities order by user_id`),
        );
        expect(rows).toEqual(
          OLD_IDENTITIES.map(([issuer, subject, userId]) => ({
            provider: "google",
            issuer,
            subject,
            user_id: userId,
          })),
        );
        const flows = rowsOf<{ provider: string; link_user_id: string | null }>(
          await db.execute(sql`select provider, link_user_id from auth_flows`),
        );
        expect(flows).toEqual([{ provider: "google", link_user_id: null }]);

        // The same Google identity signs in to the same account, and lists Google as connected.
        const again = await findOrCreateAccount(db, {
          provider: "google",
          issuer: "https://accounts.google.com",
          subject: "108234567890123456789",
          name: "Someone",
        });
        expect(again.id).toBe(GOOGLE_USER);
        expect((await listConnections(db, GOOGLE_USER)).items).toEqual([
          { provider: "google", connectedAt: "2026-11-01T10:00:00.000Z" },
        ]);
        const [users] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
        expect(users?.n).toBe(3);
      } finally {
        await database.close();
      }
    }, 60_000);
  },
);
