import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pageQuerySchema } from "#shared/contracts/checklists.ts";
import { errorAnswers } from "#shared/contracts/common.ts";
import {
  markReadSchema,
  notificationPageSchema,
  unreadCountSchema,
} from "#shared/contracts/notifications.ts";
import { readerLocale } from "../../i18n/reader-locale.ts";
import { requireOwnReader, requireUser } from "../auth/current-user.ts";
import { hitRateLimit } from "../rate-limit/service.ts";
import { listNotifications, markRead } from "./read.ts";

/** D33: the signed-in person's notifications. */
export function registerNotificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];

  api.get(
    "/api/me/notifications",
    {
      schema: {
        tags,
        summary: "The signed-in person's notifications, newest first, with the unread count (D33)",
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema, ...errorAnswers("unauthenticated", "validation_failed") },
      },
    },
    async (request, reply) => {
      const user = await requireOwnReader(request, reply);
      return listNotifications(
        app.db,
        user.id,
        request.query.page,
        request.query.perPage,
        readerLocale(request),
      );
    },
  );

  api.post(
    "/api/me/notifications/read",
    {
      schema: {
        tags,
        summary: "Mark those notifications read (`ids`), or all of them (`{}`)",
        body: markReadSchema,
        response: {
          200: unreadCountSchema,
          ...errorAnswers("unauthenticated", "validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await hitRateLimit(
        app.db,
        `notification-read:user:${user.id}`,
        app.config.rateLimits.notificationReadPerUser,
      );
      return markRead(app.db, user.id, request.body.ids);
    },
  );
}
