import { z } from "zod";
import { ERROR_MEANING, ERROR_STATUS, type ErrorCode } from "../errors.ts";
import { english } from "../i18n/message.ts";
import { VISIBLE_TEXT_PATTERN } from "../rules/visible-text.ts";

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z
        .enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]])
        .describe(
          Object.entries(ERROR_MEANING)
            .map(
              ([code, meaning]) =>
                `\`${code}\` (${ERROR_STATUS[code as keyof typeof ERROR_STATUS]}): ${meaning}`,
            )
            .join("; "),
        ),
      message: z.string().describe("For people; its words may change: decide by `code`"),
      field: z
        .string()
        .optional()
        .describe("The path of the offending field (`title`, `steps.0.title`), where there is one"),
    }),
  })
  .meta({ id: "Error" });

/**
 * Where a route's response map keeps the codes it documents: a symbol, which Fastify and the
 * OpenAPI generator (reading statuses by key) pass over, and which plugins/openapi.ts reads.
 */
const DOCUMENTED_CODES = Symbol("documented error codes");

/**
 * A route's error answers, named by the codes it can answer (decision 046): each code's status
 * in the one error shape (D7), the codes themselves listed in the OpenAPI document.
 */
export function errorAnswers(...codes: ErrorCode[]): Record<number, typeof errorBodySchema> {
  const answers = Object.fromEntries(codes.map((code) => [ERROR_STATUS[code], errorBodySchema]));
  return Object.assign(answers, { [DOCUMENTED_CODES]: codes });
}

/** The codes errorAnswers put into a route's response map (none for a map without them). */
export function documentedCodes(response: unknown): ErrorCode[] {
  if (typeof response !== "object" || response === null) return [];
  return (response as { [DOCUMENTED_CODES]?: ErrorCode[] })[DOCUMENTED_CODES] ?? [];
}

/**
 * Text that PostgreSQL can store and people can read: no NUL (a text column cannot hold it)
 * and no lone UTF-16 surrogate (not Unicode). With the `u` flag a surrogate pair is one code
 * point outside the class, so emoji pass. Every string the API accepts is checked with it,
 * in paths, queries and bodies alike.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point
export const PLAIN_TEXT_PATTERN = /^[^\u0000\uD800-\uDFFF]*$/u;
export const PLAIN_TEXT_MESSAGE = english(
  "validation.plainText",
  "Text cannot contain NUL characters or broken Unicode.",
);

/** A string input: plain text of at most `max` characters. */
export const inputText = (max: number, tooLong?: string) =>
  z.string().max(max, tooLong).regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE);

/** Required text: at least one character that shows (SPEC §5, rules/visible-text.ts), at most `max`. */
export const requiredInputText = (max: number, required: string, tooLong: string) =>
  inputText(max, tooLong).min(1, required).regex(VISIBLE_TEXT_PATTERN, required);

/** The longest id or handle a path may carry; nothing longer can name anything. */
export const PATH_ID_MAX = 200;

/** A path parameter: one that fails this names nothing, so the answer is 404 (plugins/errors.ts). */
export const pathId = (description?: string) => {
  const id = inputText(PATH_ID_MAX).min(1);
  return description ? id.describe(description) : id;
};
