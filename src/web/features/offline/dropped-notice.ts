/**
 * What the player is told of a waiting change the server refused for good (D31), kept on the
 * device until dismissed. The service worker has no catalog, so it keeps the message's id and
 * values, and the connection bar says it in the reader's language (issue 38). A notice kept
 * before, a sentence, is shown as it is.
 */
const MARK = "notice:";

/** lib/i18n.tsx's translator, named here: the worker's code does not load the page's. */
type Translate = (id: string, values?: Record<string, unknown>) => string;

export interface DroppedNotice {
  id: string;
  values: Record<string, string>;
}

export function keptNotice(notice: DroppedNotice): string {
  return `${MARK}${JSON.stringify(notice)}`;
}

/** The kept notice as the reader reads it. */
export function noticeText(kept: string, t: Translate): string {
  if (!kept.startsWith(MARK)) return kept;
  try {
    const { id, values } = JSON.parse(kept.slice(MARK.length)) as DroppedNotice;
    return t(id, values);
  } catch {
    return kept;
  }
}
