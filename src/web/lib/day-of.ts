import { absoluteDate, DATE_FORMAT } from "./dates.ts";

/**
 * A calendar day written as 'YYYY-MM-DD' (a static page's date) in the one format (issue 35):
 * '5 Jun 2025'. A file of its own, so the pages that show dates of records do not carry it.
 */
export function dayOf(isoDay: string): string {
  return absoluteDate(new Date(`${isoDay}T00:00:00Z`), DATE_FORMAT);
}
