import { absoluteDate, dateFormatFor } from "./dates.ts";

/**
 * A calendar day written as 'YYYY-MM-DD' (a static page's date) in the one format of the
 * reader's language (issues 35 and 38): '5 Jun 2025'. A file of its own, so the pages that show
 * dates of records do not carry it.
 */
export function dayOf(isoDay: string, locale = "en"): string {
  return absoluteDate(new Date(`${isoDay}T00:00:00Z`), dateFormatFor(locale));
}
