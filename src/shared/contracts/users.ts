import { z } from "zod";
import { english } from "../i18n/message.ts";
import { LIMITS } from "../limits.ts";
import { AVATAR_URL_PATTERN, avatarUrlProblem, PROFILE_BADGES, PROFILE_MESSAGES } from "../rules/profile.ts";
import { inputText, requiredInputText } from "./common.ts";
import { deprecatedAlias } from "./handle-alias.ts";
import { languageSchema } from "./languages.ts";

/** GET /api/users/{handle} (D25): never an email. */
export const profileSchema = z
  .object({
    handle: z.string(),
    customId: deprecatedAlias(z.string(), "handle"),
    displayName: z.string(),
    avatarUrl: z
      .string()
      .nullable()
      .describe("avatarUrl, else the provider's photo, else null (default image)"),
    badges: z.array(z.enum(PROFILE_BADGES)),
    checklistCount: z.number().int().describe("Approved checklists"),
    totalLikes: z.number().int().describe("Likes on approved checklists"),
    followerCount: z.number().int().describe("How many people follow them (D67)"),
    followingCount: z.number().int().describe("How many people they follow (D67)"),
    following: z
      .boolean()
      .optional()
      .describe("For a signed-in reader: whether they follow this person (absent for guests)"),
    followNotify: z
      .boolean()
      .optional()
      .describe("For a signed-in reader who follows them: whether their new guides notify the reader"),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof profileSchema>;

const problem = (check: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: "custom", message });
};

/** PATCH /api/me: one of nickname or avatarUrl (SPEC §5, D17, D18). */
export const updateMeSchema = z
  .object({
    nickname: requiredInputText(
      LIMITS.nickname,
      PROFILE_MESSAGES.nicknameEmpty,
      PROFILE_MESSAGES.nicknameTooLong,
    ).optional(),
    avatarUrl: inputText(LIMITS.avatarUrl, PROFILE_MESSAGES.avatarInvalid)
      .regex(AVATAR_URL_PATTERN, PROFILE_MESSAGES.avatarInvalid)
      .trim()
      .superRefine(problem(avatarUrlProblem))
      .optional(),
    language: languageSchema
      .nullable()
      .optional()
      .describe(
        "D64: Settings → Language, saved on the account (null: none chosen); the answer also sets the checkcraft_lang cookie",
      ),
  })
  .strict()
  .refine(
    (body) => body.nickname !== undefined || body.avatarUrl !== undefined || body.language !== undefined,
    english("validation.nicknameOrAvatar", "Send nickname, avatarUrl or language."),
  )
  .meta({ minProperties: 1, description: "Send nickname, avatarUrl, language or any of them together" });
