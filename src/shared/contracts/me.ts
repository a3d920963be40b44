import { z } from "zod";
import { MODERATOR_ROLES } from "../moderator-roles.ts";
import { deprecatedAlias } from "./handle-alias.ts";
import { languageSchema } from "./languages.ts";

export const moderatorRoleSchema = z.enum(MODERATOR_ROLES);

/** GET /api/me: the signed-in user (SPEC §3 User, camelCase per D25). */
export const meSchema = z
  .object({
    id: z.string(),
    handle: z.string(),
    customId: deprecatedAlias(z.string(), "handle"),
    displayName: z.string(),
    email: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    photoUrl: z.string().nullable(),
    isModerator: z.boolean(),
    role: moderatorRoleSchema.nullable(),
    language: languageSchema
      .nullable()
      .describe(
        "D64: the interface language chosen in Settings; null until chosen (D65: their guides' default)",
      ),
  })
  .meta({ id: "Me" });

export type Me = z.infer<typeof meSchema>;

/** GET /api/session: who is signed in, without a 401 for guests (no console error in browsers). */
export const sessionSchema = z.object({ user: meSchema.nullable() }).meta({ id: "Session" });
export type SessionInfo = z.infer<typeof sessionSchema>;
