import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "#shared/contracts/common.ts";
import { defaultAvatarSvg } from "#shared/rules/default-avatar.ts";

/** The same handle always draws the same face: browsers may keep it a day. */
const AVATAR_CACHE_CONTROL = "public, max-age=86400";

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header("Cache-Control", AVATAR_CACHE_CONTROL).type("image/svg+xml").send(svg);
}

/**
 * Issue 35: the default avatar of an account without a picture, drawn from its handle (what a
 * handle may hold, D17). It reads nothing stored, so it says nothing about whether the account
 * exists.
 */
export function registerDefaultAvatarRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/avatars/:file",
    {
      schema: {
        tags: ["people"],
        summary: "The default avatar of a handle: an SVG of its first letter on a colour of its own",
        params: z.object({
          file: z
            .string()
            .regex(/^[a-z0-9_-]{1,200}\.svg$/)
            .describe("{handle}.svg"),
        }),
        response: { ...errorAnswers("not_found") },
      },
    },
    async (request, reply) => sendSvg(reply, defaultAvatarSvg(request.params.file.slice(0, -".svg".length))),
  );
}
