import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

export const UNKNOWN_LANGUAGE = `Unknown language: use one of ${LOCALES.join(", ")}.`;

/** One of the site's five languages (D64), by its tag: a guide's (D65) or a person's. */
export const languageSchema = z.enum(LOCALES, UNKNOWN_LANGUAGE);
