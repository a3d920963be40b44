import { absoluteDate, dateFormatFor, fullDateTime } from "#web/lib/dates.ts";
import { useLocale } from "#web/lib/i18n.tsx";

/**
 * A date as every page shows it (issue 35): a <time> in the one format of the reader's language
 * ('27 Nov 2026', '27 de nov. de 2026'), the same in the server's HTML, while hydrating and after;
 * the full date and time (UTC) in its title.
 */
export function DateTime({ value }: { value: string }) {
  const date = new Date(value);
  const format = dateFormatFor(useLocale());
  return (
    <time dateTime={value} title={`${fullDateTime(date, format)} UTC`}>
      {absoluteDate(date, format)}
    </time>
  );
}
