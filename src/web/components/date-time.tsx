import { FIRST_RENDER, formatDate, fullDateTime } from "#web/lib/dates.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

/**
 * A date as every page shows it (issue 23): a <time> in the reader's locale, relative under a
 * week. The server and a hydrating page write the date in FIRST_RENDER's fixed form (the
 * server knows neither the reader's locale nor their clock), the reader's form follows at once.
 */
export function DateTime({ value }: { value: string }) {
  const hydrated = useHydrated();
  const options = hydrated ? { now: new Date() } : FIRST_RENDER;
  return (
    <time dateTime={value} title={fullDateTime(new Date(value), hydrated ? {} : FIRST_RENDER)}>
      {formatDate(value, options)}
    </time>
  );
}
