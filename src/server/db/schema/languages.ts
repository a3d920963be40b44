import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { LOCALES } from "#shared/i18n/locales.ts";

/** `column in ('en', 'pt-BR', …)`: one of the site's languages (D64), as a CHECK written from LOCALES. */
export function isSiteLanguage(column: AnyPgColumn): SQL {
  return sql`${column} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(", "))})`;
}
