import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { setLanguageCookie } from "#server/i18n/reader-locale.ts";
import { errorAnswers } from "#shared/contracts/common.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import { type Me, meSchema, sessionSchema } from "#shared/contracts/me.ts";
import { updateMeSchema } from "#shared/contracts/users.ts";
import { LOCALE_COOKIE } from "#shared/i18n/locales.ts";
import { isModerator } from "#shared/rules/roles.ts";
import { clearSessionCookie, currentUser, requireOwnReader, requireUser } from "../auth/current-user.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { deleteAccount, updateProfile } from "./account.ts";

function toMe(user: SessionUser): Me {
  return withHandleAlias({ ...user, isModerator: isModerator(user) });
}

export function registerMeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me",
    {
      schema: {
        tags: ["session"],
        summary: "The signed-in user (401 for guests)",
        response: { 200: meSchema, ...errorAnswers("unauthenticated") },
      },
    },
    async (request, reply) => toMe(await requireOwnReader(request, reply)),
  );

  api.get(
    "/api/session",
    {
      schema: {
        tags: ["session"],
        summary: "The signed-in user, or null for a guest",
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return { user: user ? toMe(user) : null };
    },
  );

  api.patch(
    "/api/me",
    {
      schema: {
        tags: ["session"],
        summary:
          "Change the nickname (the handle follows, D17), the avatar URL (D18) or the language (D64: also sets the checkcraft_lang cookie)",
        body: updateMeSchema,
        response: { 200: meSchema, ...errorAnswers("unauthenticated", "validation_failed", "rate_limited") },
      },
    },
    async (request, reply) => {
      const user = await requireOwnReader(request, reply);
      const updated = await updateProfile(app.db, app.config, user, request.body);
      // D64: this device follows at once; cleared, the browser's language speaks again.
      const { language } = request.body;
      if (language) setLanguageCookie(reply, language);
      else if (language === null) reply.clearCookie(LOCALE_COOKIE, { path: "/" });
      return toMe(updated);
    },
  );

  api.delete(
    "/api/me",
    {
      schema: {
        tags: ["session"],
        summary: "Delete the account (D20): progress, likes and saves go; checklists stay credited by name",
        response: { 204: z.null(), ...errorAnswers("unauthenticated") },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await deleteAccount(app.db, user.id);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );
}
