/**
 * D72: a run's milestones for its Discord channel: a section finished, 25/50/75/100 %, a new
 * member. Found by comparing the run as it is with what was already announced (so an untick and
 * a tick again never announce twice) and by the run's member events since the last look.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import type { Section } from "#shared/rules/sections.ts";
import { i18nFor } from "../../i18n/catalogs.ts";

export type Milestone =
  | { kind: "section"; id: string; title: string }
  | { kind: "percent"; percent: number }
  | { kind: "member"; handle: string };

export interface RunSnapshot {
  runId: string;
  ownerId: string;
  /** The language the owner's account reads the site in (D64), else English: the posts' words. */
  ownerLocale?: Locale;
  name: string;
  checklistTitle: string;
  /** Whether its checklist is approved: a hidden one's run posts nothing (D11). */
  approved: boolean;
  done: number;
  total: number;
  /** The sections whose steps are all ticked. */
  finished: { id: string; title: string }[];
}

export interface Announced {
  percent: number;
  sections: string[];
}

const QUARTERS = [25, 50, 75, 100];

/** The highest quarter (0, 25, 50, 75, 100) the run has reached. */
export function quarterReached(done: number, total: number): number {
  if (total === 0) return 0;
  return QUARTERS.filter((quarter) => done * 100 >= quarter * total).at(-1) ?? 0;
}

/** The run now, or null when it is gone. */
export async function runSnapshot(db: Db, runId: string): Promise<RunSnapshot | null> {
  const [row] = rowsOf<{
    owner_id: string;
    owner_language: string | null;
    name: string;
    title: string;
    status: string;
    step_count: number;
    sections: Section[];
    ticked: string[];
  }>(
    await db.execute(sql`
      select r.owner_id, r.name, c.title, c.status, c.step_count, c.sections,
        -- The account's language (D64); null until chosen, which posts in English.
        (select u.language from users u where u.id = r.owner_id) as owner_language,
        (select coalesce(array_agg(t.step_id::text), '{}') from run_ticks t where t.run_id = r.id) as ticked
      from runs r join checklists c on c.id = r.checklist_id where r.id = ${runId}`),
  );
  if (!row) return null;
  const ticked = new Set(row.ticked);
  const total = Number(row.step_count);
  return {
    runId,
    ownerId: row.owner_id,
    ownerLocale: isLocale(row.owner_language) ? row.owner_language : "en",
    name: row.name,
    checklistTitle: row.title,
    approved: row.status === "approved",
    done: Math.min(ticked.size, total),
    total,
    finished: (row.sections ?? [])
      .filter((section) => section.stepIds.length > 0 && section.stepIds.every((id) => ticked.has(id)))
      .map((section) => ({ id: section.id, title: section.title })),
  };
}

/** What the run has reached, as the announced state (set when the owner sets the address: nothing old is posted). */
export function announcedNow(run: RunSnapshot): Announced {
  return {
    percent: quarterReached(run.done, run.total),
    sections: run.finished.map((section) => section.id),
  };
}

/**
 * The milestones to post: those still pending from a failed post, then the new ones (a
 * percentage only at its highest: 25 % and 50 % in one minute are '50 %'), and the announced
 * state after them.
 */
export function newMilestones(
  run: RunSnapshot,
  announced: Announced,
  joined: string[],
  pending: Milestone[],
): { milestones: Milestone[]; announced: Announced } {
  const reached = quarterReached(run.done, run.total);
  const sections = run.finished.filter((section) => !announced.sections.includes(section.id));
  const fresh: Milestone[] = [
    ...sections.map((section): Milestone => ({ kind: "section", ...section })),
    ...(reached > announced.percent ? [{ kind: "percent" as const, percent: reached }] : []),
    ...joined.map((handle): Milestone => ({ kind: "member", handle })),
  ];
  const all = [...pending, ...fresh];
  const highest = Math.max(0, ...all.map((m) => (m.kind === "percent" ? m.percent : 0)));
  const milestones = all.filter((m, index) => {
    if (m.kind === "percent")
      return all.findIndex((o) => o.kind === "percent" && o.percent === highest) === index;
    if (m.kind === "section") return all.findIndex((o) => o.kind === "section" && o.id === m.id) === index;
    return all.findIndex((o) => o.kind === "member" && o.handle === m.handle) === index;
  });
  return {
    milestones,
    announced: {
      percent: Math.max(announced.percent, reached),
      sections: [...announced.sections, ...sections.map((section) => section.id)],
    },
  };
}

/**
 * The post's words, in the owner's language: the run, then one line per milestone. Names are the
 * run's own text, never mentions.
 */
export function milestoneLines(
  run: Pick<RunSnapshot, "done" | "total" | "ownerLocale">,
  milestones: Milestone[],
): string[] {
  const { t } = i18nFor(run.ownerLocale ?? "en");
  return milestones.map((milestone) => {
    if (milestone.kind === "section") return t("notices.sectionFinished", { title: milestone.title });
    if (milestone.kind === "percent")
      return t("notices.percentDone", { percent: milestone.percent, done: run.done, total: run.total });
    return t("notices.memberJoined", { handle: milestone.handle });
  });
}
