/** D47: the preview card of a run shared by link: its checklist, name, progress and players. */
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import { inviteState } from "../runs/invites.ts";
import { findRun, runProgress } from "../runs/read-model.ts";
import { isSharedRun } from "../runs/readers.ts";
import { inLocale, type PreviewCard } from "./preview-card.ts";

export function runPreviewCard(
  run: { name: string; checklistTitle: string },
  progress: { handles: string[]; done: number; total: number },
  locale: Locale = "en",
): PreviewCard {
  const players = progress.handles.length;
  return inLocale(
    {
      title: run.checklistTitle,
      subtitle: i18nFor(locale).t("previews.playedBy", { name: run.name, players }),
      progress: { done: progress.done, total: progress.total },
      members: progress.handles,
    },
    locale,
  );
}

/**
 * The card of the run `runId` when it is shared by link (the same for everyone: shared caches
 * keep the image), else null: private, of a checklist not approved, or unknown.
 */
export async function sharedRunCard(
  db: Db,
  runId: string,
  locale: Locale = "en",
): Promise<PreviewCard | null> {
  const row = await findRun(db, runId, null);
  if (!row || !isSharedRun(row)) return null;
  return runPreviewCard(row, await runProgress(db, row), locale);
}

/**
 * D44, issue 35: the card of an invite link that opens its run now ('Ann invites you to play
 * First Night Survival', the run's progress and players), else null: a wrong, revoked or
 * expired token, or a checklist not approved. Only someone holding the link asks for it.
 */
export async function inviteCard(
  db: Db,
  secret: string,
  runId: string,
  token: string,
  locale: Locale = "en",
) {
  const row = await findRun(db, runId, null);
  if (row?.status !== "approved" || inviteState(secret, row, token) !== "open") return null;
  const [owner] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, row.ownerId));
  const progress = await runProgress(db, row);
  const { t } = i18nFor(locale);
  const card: PreviewCard = {
    ...runPreviewCard(row, progress, locale),
    title: owner?.name
      ? t("previews.invites", { owner: owner.name, checklist: row.checklistTitle })
      : t("previews.invitesAnonymous", { checklist: row.checklistTitle }),
  };
  return { row, progress, card };
}
