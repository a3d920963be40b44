/** The server's translators, for the web app's unit tests, which read the interface in English (issue 38). */
export { i18nFor } from "../i18n/catalogs.ts";
