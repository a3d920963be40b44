import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checklistPageSchema, pageQuerySchema } from "../../../shared/contracts/checklists.ts";
import { errorBodySchema, pathId } from "../../../shared/contracts/common.ts";
import { profileSchema } from "../../../shared/contracts/users.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { type PageMeta, type PageMetaResolver, pathParameter } from "../../plugins/web-app.ts";
import { approvedChecklistsOf, findUserByHandle, profileOf } from "./profiles.ts";

export const USER_NOT_FOUND = "User not found.";
const params = z.object({ customId: pathId() });

export function registerUserRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/users/:customId",
    {
      schema: {
        tags: ["people"],
        summary: "A public profile",
        params,
        response: { 200: profileSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const profile = await profileOf(app.db, request.params.customId);
      if (!profile) throw notFound(USER_NOT_FOUND);
      return profile;
    },
  );
  api.get(
    "/api/users/:customId/checklists",
    {
      schema: {
        tags: ["people"],
        summary: "Their approved checklists, newest first",
        params,
        querystring: pageQuerySchema,
        response: { 200: checklistPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await findUserByHandle(app.db, request.params.customId);
      if (!user) throw notFound(USER_NOT_FOUND);
      return approvedChecklistsOf(app.db, user.id, request.query.page, request.query.perPage);
    },
  );
}

const PATH = /^\/users\/([^/]+)\/?$/;

/** D24: `/users/{customId}` answers with the player's own preview tags. */
export function profilePageMeta(db: Database): PageMetaResolver {
  return async (_request, pathname): Promise<PageMeta | null> => {
    const handle = pathParameter(pathname, PATH);
    if (handle === null) return null;
    const profile = await profileOf(db, handle);
    if (!profile) return null;
    const name = profile.displayName || "Guest";
    return {
      title: `${name} (@${profile.customId})`,
      description: `${profile.checklistCount} published ${profile.checklistCount === 1 ? "checklist" : "checklists"} · ${profile.totalLikes} likes`,
      type: "profile",
      path: `/users/${profile.customId}`,
      image: profile.avatarUrl ?? undefined,
    };
  };
}
