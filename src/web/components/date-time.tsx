import { absoluteDate, DATE_FORMAT, fullDateTime } from "#web/lib/dates.ts";

/**
 * A date as every page shows it (issue 35): a <time> in the one format, '27 Nov 2026', the same
 * in the server's HTML, while hydrating and after; the full date and time (UTC) in its title.
 */
export function DateTime({ value }: { value: string }) {
  const date = new Date(value);
  return (
    <time dateTime={value} title={`${fullDateTime(date, DATE_FORMAT)} UTC`}>
      {absoluteDate(date, DATE_FORMAT)}
    </time>
  );
}
