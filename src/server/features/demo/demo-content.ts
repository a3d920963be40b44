import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database, Tx } from "#server/db/client.ts";
import { checklists, likes, runMembers, runs, runTicks } from "#server/db/schema/index.ts";
import { localSubject } from "#server/oidc/local-accounts.ts";
import { localIssuerUrl } from "#server/oidc/local-issuer.ts";
import { findOrCreateAccount } from "../auth/accounts.ts";
import { insertChecklist } from "../checklists/new-checklist.ts";
import { assignStepIds } from "../checklists/steps.ts";
import { DEMO_AUTHORS, DEMO_CHECKLISTS, DEMO_SHARED_RUN } from "./demo-checklists.ts";

const PLAYER_NAMES = [
  "Pixel Pete",
  "Creeper Kim",
  "Nether Nia",
  "Block Bo",
  "Diamond Dee",
  "Redstone Rae",
  "Ender Eli",
  "Lava Lou",
  "Mossy Max",
  "Torch Tia",
  "Anvil Ari",
  "Beacon Ben",
  "Cobble Cal",
  "Dripstone Dot",
  "Emerald Em",
  "Frosty Finn",
  "Glow Gus",
  "Honey Hana",
  "Iron Ivy",
  "Jungle Jo",
  "Kelp Kai",
  "Lapis Lea",
  "Magma Mo",
  "Nautilus Ned",
  "Obsidian Oz",
  "Prism Pia",
  "Quartz Quinn",
  "Raft Rio",
  "Sculk Sam",
  "Tuff Toni",
];

function account(config: AppConfig, name: string, email: string) {
  return { issuer: localIssuerUrl(config), subject: localSubject(email), name, email };
}

/**
 * Local mode: an empty database gets realistic checklists by sample authors (who can sign in
 * on the local issuer with their @demo.local email), liked by sample players (D15 holds: each
 * like is a row). Does nothing once any checklist exists.
 */
export async function seedDemoContent(db: Database, config: AppConfig): Promise<boolean> {
  const [any] = await db.select({ id: checklists.id }).from(checklists).limit(1);
  if (any) return false;
  const authors: { id: string }[] = [];
  for (const author of DEMO_AUTHORS) {
    authors.push(await findOrCreateAccount(db, account(config, author.name, author.email)));
  }
  const players: { id: string }[] = [];
  for (const [index, name] of PLAYER_NAMES.entries()) {
    players.push(await findOrCreateAccount(db, account(config, name, `player${index + 1}@demo.local`)));
  }
  await db.transaction(async (tx) => {
    for (const demo of DEMO_CHECKLISTS) {
      const author = authors[demo.author] ?? authors[0];
      if (!author) throw new Error("demo content needs an author");
      const status = demo.status ?? "approved";
      const createdAt = sql`now() - make_interval(days => ${demo.ageDays}::int)`;
      const likedBy = players.slice(0, demo.likes);
      const steps = assignStepIds(demo.steps, new Set());
      const created = await insertChecklist(
        tx,
        {
          id: demo.id,
          title: demo.title,
          description: demo.description,
          tags: demo.tags,
          difficulty: demo.difficulty,
          categories: demo.categories,
          supportedSince: demo.supportedSince,
          language: demo.language ?? "en",
          status,
          rejectionReason: demo.rejectionReason ?? null,
          isApproved: status === "approved",
          authorId: author.id,
          authorName: DEMO_AUTHORS[demo.author]?.name ?? "Sample author",
          likes: likedBy.length,
          createdAt,
          updatedAt: createdAt,
          approvedAt: status === "approved" ? createdAt : null,
        },
        steps,
      );
      if (!created) throw new Error(`demo checklist ${demo.id} could not be added`);
      if (likedBy.length) {
        await tx.insert(likes).values(likedBy.map((player) => ({ userId: player.id, checklistId: demo.id })));
      }
      if (demo.id === DEMO_SHARED_RUN.checklistId) await seedSharedRun(tx, players, steps);
    }
  });
  return true;
}

async function seedSharedRun(db: Tx, players: { id: string }[], steps: { id: string }[]) {
  const { id, checklistId, name } = DEMO_SHARED_RUN;
  const members = DEMO_SHARED_RUN.players.flatMap((index) => players[index] ?? []);
  const owner = members[0];
  if (!owner) throw new Error("the demo run needs players");
  await db.insert(runs).values({ id, checklistId, ownerId: owner.id, name, visibility: "link" });
  await db.insert(runMembers).values(
    members.map((member, index) => ({
      runId: id,
      checklistId,
      userId: member.id,
      role: index === 0 ? ("owner" as const) : ("member" as const),
    })),
  );
  await db.insert(runTicks).values(
    steps.slice(0, DEMO_SHARED_RUN.ticked).map((step, index) => ({
      runId: id,
      stepId: step.id,
      tickedBy: members[index % members.length]?.id ?? owner.id,
    })),
  );
}
