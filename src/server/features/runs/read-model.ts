/** Runs as a player sees them (D43, D44): one run with its members and ticks, and the runs of one checklist. */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import {
  checklistStepChanges,
  checklists,
  runMembers,
  runs,
  runTicks,
  users,
} from "#server/db/schema/index.ts";
import { runMissing } from "#server/errors.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import type { Run, RunList, RunPerson } from "#shared/contracts/runs.ts";
import { isCompleted, progressPercent } from "#shared/rules/progress.ts";
import { changesSince } from "#shared/rules/step-changes.ts";
import { invitePath, type RunRole, type RunVisibility } from "#shared/runs.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { firstRunOf } from "../checklists/first-run.ts";
import { discordSetting } from "./discord-setting.ts";
import { inviteToken } from "./invites.ts";
import { notesOf } from "./note-list.ts";
import { readerOf } from "./readers.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the rules about a run need: the run, its checklist and the viewer's part in it. */
export interface RunRow {
  id: string;
  name: string;
  visibility: RunVisibility;
  ownerId: string;
  inviteNonce: string | null;
  /** D74: when the invite link stops working. */
  inviteExpiresAt: Date | null;
  createdAt: Date;
  /** Since when it is shared by link (null: private), D73. */
  sharedAt: Date | null;
  checklistId: string;
  checklistCustomId: string;
  checklistTitle: string;
  status: string;
  authorId: string | null;
  stepCount: number;
  /** The viewer's role in it; null when they are not a member. */
  role: RunRole | null;
  /** When the viewer joined it; null when they are not a member. */
  joinedAt: Date | null;
}

/** The run `runId` with the viewer's part in it, or null when there is no such run. */
export async function findRun(db: Db, runId: string, viewerId: string | null): Promise<RunRow | null> {
  if (!UUID.test(runId)) return null;
  const [row] = await db
    .select({
      id: runs.id,
      name: runs.name,
      visibility: runs.visibility,
      ownerId: runs.ownerId,
      inviteNonce: runs.inviteNonce,
      inviteExpiresAt: runs.inviteExpiresAt,
      createdAt: runs.createdAt,
      sharedAt: runs.sharedAt,
      checklistId: runs.checklistId,
      checklistCustomId: checklists.customId,
      checklistTitle: checklists.title,
      status: checklists.status,
      authorId: checklists.authorId,
      stepCount: checklists.stepCount,
      role: runMembers.role,
      joinedAt: runMembers.joinedAt,
    })
    .from(runs)
    .innerJoin(checklists, eq(checklists.id, runs.checklistId))
    .leftJoin(
      runMembers,
      and(eq(runMembers.runId, runs.id), eq(runMembers.userId, sql`${viewerId ?? null}::uuid`)),
    )
    .where(eq(runs.id, runId));
  return row ?? null;
}

/**
 * The run as `viewer` may see it: a member sees their run, anyone a run shared by link of an
 * approved checklist (its page /runs/{runId}, D47); a run of a checklist hidden from them (D11) is missing, as is a
 * private run they are not in (D44). 404 'Run not found' otherwise.
 */
export async function visibleRun(db: Db, runId: string, viewer: SessionUser | null): Promise<RunRow> {
  const row = await findRun(db, runId, viewer?.id ?? null);
  if (!row || !canReadRun(row, viewer)) throw runMissing();
  return row;
}

/** May `viewer` read the run (GET /api/runs/{runId}, its page /runs/{runId})? (D11, D44, D47) */
export function canReadRun(row: RunRow, viewer: SessionUser | null): boolean {
  return readerOf(row, viewer) !== null;
}

/** The handles of a run's players, first joined first, and how many of its steps are ticked. */
export async function runProgress(db: Db, row: Pick<RunRow, "id" | "stepCount">) {
  const [members, [ticked]] = await Promise.all([
    db
      .select({ handle: users.handle })
      .from(runMembers)
      .innerJoin(users, eq(users.id, runMembers.userId))
      .where(eq(runMembers.runId, row.id))
      .orderBy(asc(runMembers.joinedAt), asc(users.handle)),
    db.select({ count: sql<number>`count(*)::int` }).from(runTicks).where(eq(runTicks.runId, row.id)),
  ]);
  return {
    handles: members.flatMap((member) => (member.handle ? [member.handle] : [])),
    done: Math.min(Number(ticked?.count ?? 0), row.stepCount),
    total: row.stepCount,
  };
}

function person(row: { handle: string | null; displayName: string | null; avatarUrl: string | null }) {
  if (row.handle === null || row.displayName === null) return null;
  return withHandleAlias({ handle: row.handle, displayName: row.displayName, avatarUrl: row.avatarUrl });
}

/**
 * GET /api/runs/{runId}: the run, its members (first joined first), its ticks and, for a
 * member, its notes (D46), for `viewerId`; its owner also gets the invite link (`secret` makes
 * its token, invites.ts).
 */
export async function readRun(db: Db, row: RunRow, viewerId: string | null, secret: string): Promise<Run> {
  const personColumns = {
    handle: users.handle,
    displayName: users.displayName,
    avatarUrl: users.avatarUrl,
  };
  const [members, ticks, first, notes, discord] = await Promise.all([
    db
      .select({ ...personColumns, role: runMembers.role, joinedAt: runMembers.joinedAt })
      .from(runMembers)
      .innerJoin(users, eq(users.id, runMembers.userId))
      .where(eq(runMembers.runId, row.id))
      .orderBy(asc(runMembers.joinedAt), asc(users.handle)),
    db
      .select({ stepId: runTicks.stepId, at: runTicks.tickedAt, ...personColumns })
      .from(runTicks)
      .leftJoin(users, eq(users.id, runTicks.tickedBy))
      .where(eq(runTicks.runId, row.id))
      .orderBy(asc(runTicks.tickedAt)),
    viewerId ? db.execute(firstRunOf(viewerId, row.checklistId)) : Promise.resolve(null),
    notesOf(db, row),
    row.role === "owner" ? discordSetting(db, row.id) : Promise.resolve(null),
  ]);
  const owner = members.find((member) => member.role === "owner");
  const done = Math.min(ticks.length, row.stepCount);
  return {
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    checklistId: row.checklistId,
    checklistCustomId: row.checklistCustomId,
    checklistTitle: row.checklistTitle,
    role: row.role,
    first: first !== null && rowsOf<{ run_id: string }>(first)[0]?.run_id === row.id,
    owner: owner
      ? (person(owner) as RunPerson)
      : withHandleAlias({ handle: "", displayName: "", avatarUrl: null }),
    members: members.map((member) =>
      withHandleAlias({
        handle: member.handle,
        displayName: member.displayName,
        avatarUrl: member.avatarUrl,
        role: member.role,
        joinedAt: member.joinedAt.toISOString(),
      }),
    ),
    ticks: ticks.map((tick) => ({ stepId: tick.stepId, at: tick.at.toISOString(), by: person(tick) })),
    completedStepIds: ticks.map((tick) => tick.stepId),
    notes,
    done,
    total: row.stepCount,
    percent: progressPercent(done, row.stepCount),
    completed: isCompleted(done, row.stepCount),
    invitePath:
      row.role === "owner" && row.inviteNonce
        ? invitePath(row.id, inviteToken(secret, row.id, row.inviteNonce))
        : null,
    inviteExpiresAt:
      row.role === "owner" && row.inviteNonce ? (row.inviteExpiresAt?.toISOString() ?? null) : null,
    discord,
  };
}

/** GET /api/checklists/{address}/runs: the runs a player plays of one checklist, the first joined first. */
export async function runsOfChecklist(db: Db, userId: string, checklistId: string, stepCount: number) {
  const rows = rowsOf<{
    id: string;
    name: string;
    visibility: RunVisibility;
    role: RunRole;
    created_at: string | Date;
    owner_handle: string;
    owner_name: string;
    owner_avatar: string | null;
    members: number;
    others_ticked: boolean;
    invited: boolean;
    notes: number;
    done: number;
    changes_seen_at: string | Date;
  }>(
    await db.execute(sql`select r.id, r.name, r.visibility, m.role, r.created_at, m.changes_seen_at,
        o.handle as owner_handle, o.display_name as owner_name, o.avatar_url as owner_avatar,
        (select count(*)::int from run_members e where e.run_id = r.id) as members,
        exists (select 1 from run_ticks t where t.run_id = r.id
          and t.ticked_by is distinct from r.owner_id) as others_ticked,
        r.invite_nonce is not null as invited,
        (select count(*)::int from run_step_notes n where n.run_id = r.id) as notes,
        (select count(*)::int from run_ticks t where t.run_id = r.id) as done
      from run_members m
      join runs r on r.id = m.run_id
      join users o on o.id = r.owner_id
      where m.user_id = ${userId} and m.checklist_id = ${checklistId}
      order by m.joined_at, m.run_id`),
  );
  const changes = await changesSinceOldest(
    db,
    checklistId,
    rows.filter((row) => !isCompleted(Math.min(Number(row.done), stepCount), stepCount)),
  );
  const list: RunList = {
    items: rows.map((row, index) => {
      const done = Math.min(Number(row.done), stepCount);
      const seenAt = new Date(row.changes_seen_at).getTime();
      return {
        id: row.id,
        name: row.name,
        visibility: row.visibility,
        role: row.role,
        first: index === 0,
        owner: withHandleAlias({
          handle: row.owner_handle,
          displayName: row.owner_name,
          avatarUrl: row.owner_avatar,
        }),
        memberCount: Number(row.members),
        together: Number(row.members) > 1 || row.others_ticked || row.invited,
        noteCount: Number(row.notes),
        done,
        total: stepCount,
        percent: progressPercent(done, stepCount),
        completed: isCompleted(done, stepCount),
        createdAt: new Date(row.created_at).toISOString(),
        changes: isCompleted(done, stepCount)
          ? null
          : changesSince(changes.filter((change) => change.at.getTime() > seenAt)),
      };
    }),
  };
  return list;
}

/** The approved edits' step changes (D48) after the earliest moment one of `runs` last looked. */
async function changesSinceOldest(db: Db, checklistId: string, runs: { changes_seen_at: string | Date }[]) {
  if (runs.length === 0) return [];
  const oldest = new Date(Math.min(...runs.map((run) => new Date(run.changes_seen_at).getTime())));
  const rows = await db
    .select({
      stepId: checklistStepChanges.stepId,
      kind: checklistStepChanges.kind,
      title: checklistStepChanges.title,
      at: checklistStepChanges.changedAt,
    })
    .from(checklistStepChanges)
    .where(and(eq(checklistStepChanges.checklistId, checklistId), gt(checklistStepChanges.changedAt, oldest)))
    .orderBy(asc(checklistStepChanges.id));
  return rows;
}
