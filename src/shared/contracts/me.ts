import { z } from "zod";

export const moderatorRoleSchema = z.enum(["admin", "creator"]);

/** GET /api/me: the signed-in user (SPEC §3 User, camelCase per D25). */
export const meSchema = z
  .object({
    id: z.string(),
    customId: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    photoUrl: z.string().nullable(),
    isModerator: z.boolean(),
    role: moderatorRoleSchema.nullable(),
  })
  .meta({ id: "Me" });

export type Me = z.infer<typeof meSchema>;
