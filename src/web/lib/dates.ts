/**
 * Dates have one format everywhere (issue 35, after issue 23's): DATE_FORMAT's '27 Nov 2026',
 * the same on the server, while a page hydrates and after, so a page never rewrites its dates
 * as its app takes over (a guest's page takes over only when used, docs/decisions/023). Every
 * page shows a date through <DateTime> (components/date-time.tsx) or `dayOf` (lib/day-of.ts), which call these.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const RELATIVE_UNDER = 7 * DAY;

/**
 * The one form: a fixed locale and UTC, which the server and every reader's browser share (the
 * server knows neither the reader's locale nor their clock).
 */
export const DATE_FORMAT = { locale: "en-GB", timeZone: "UTC" } as const;

/** The one form in the reader's language (issue 38): English keeps en-GB's '27 Nov 2026'. */
export function dateFormatFor(locale: string): DateFormatOptions {
  return locale === "en" || locale === "en-XA" ? DATE_FORMAT : { locale, timeZone: "UTC" };
}

export interface DateFormatOptions {
  /** A BCP 47 locale; undefined is the reader's (the browser's). */
  locale?: string;
  /** undefined is the reader's time zone. */
  timeZone?: string;
  /** Relative under a week, counted from here; without it, always the date itself. */
  now?: Date;
}

/**
 * Formatters made once per locale and options: making one costs about a millisecond (far more
 * than formatting), and a run's page dates every tick (150 and more on one server render).
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: unknown[], make: () => T): T {
  const name = JSON.stringify(key);
  const format = (formats.get(name) as T | undefined) ?? make();
  formats.set(name, format);
  return format;
}

/** '26 Nov 2026' in en-GB, 'Nov 26, 2026' in en-US, '26.11.2026' in de. */
export function absoluteDate(date: Date, { locale, timeZone }: DateFormatOptions = {}): string {
  const options = { dateStyle: "medium", timeZone } as const;
  return kept([locale, options], () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** The date and time in full, for a tooltip. */
export function fullDateTime(date: Date, { locale, timeZone }: DateFormatOptions = {}): string {
  const options = { dateStyle: "long", timeStyle: "short", timeZone } as const;
  return kept([locale, options], () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** 'now', '5 minutes ago', 'yesterday', '3 days ago' (in the locale); null from a week on. */
export function relativeDate(date: Date, now: Date, locale?: string): string | null {
  // A moment in the future (another clock a little ahead) reads as now.
  const ago = Math.max(0, now.getTime() - date.getTime());
  if (ago >= RELATIVE_UNDER) return null;
  const format = kept([locale], () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  if (ago < MINUTE) return format.format(-Math.floor(ago / SECOND), "second");
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), "hour");
  return format.format(-Math.floor(ago / DAY), "day");
}

/** The one format: relative under a week when `now` is given, else the date. */
export function formatDate(iso: string, options: DateFormatOptions = {}): string {
  const date = new Date(iso);
  const relative = options.now ? relativeDate(date, options.now, options.locale) : null;
  return relative ?? absoluteDate(date, options);
}
