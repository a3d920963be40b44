import { z } from "zod";
import { avatarUrlProblem, nicknameProblem, PROFILE_BADGES, PROFILE_MESSAGES } from "../rules/profile.ts";

/** GET /api/users/{customId} (D25): never an email. */
export const profileSchema = z
  .object({
    customId: z.string(),
    displayName: z.string(),
    avatarUrl: z
      .string()
      .nullable()
      .describe("avatarUrl, else the provider's photo, else null (default image)"),
    badges: z.array(z.enum(PROFILE_BADGES)),
    checklistCount: z.number().int().describe("Approved checklists"),
    totalLikes: z.number().int().describe("Likes on approved checklists"),
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
    // The hard cap only bounds the work on absurd input; it answers with SPEC's message too.
    nickname: z
      .string()
      .max(200, PROFILE_MESSAGES.nicknameTooLong)
      .superRefine(problem(nicknameProblem))
      .optional(),
    avatarUrl: z
      .string()
      .max(4096, PROFILE_MESSAGES.avatarInvalid)
      .transform((value) => value.trim())
      .superRefine(problem(avatarUrlProblem))
      .optional(),
  })
  .strict()
  .refine(
    (body) => body.nickname !== undefined || body.avatarUrl !== undefined,
    "Send nickname or avatarUrl.",
  );
