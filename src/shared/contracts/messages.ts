import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { pageOf } from "./checklists.ts";
import { requiredInputText } from "./common.ts";

/** D32: the conversation between a checklist's author and the moderators. */
export const MESSAGE_REQUIRED = "Write a message first.";
export const MESSAGE_TOO_LONG = `A message can be at most ${LIMITS.message.toLocaleString("en-US")} characters.`;

export const messageInputSchema = z
  .object({ body: requiredInputText(LIMITS.message, MESSAGE_REQUIRED, MESSAGE_TOO_LONG) })
  .strict();
export type MessageInput = z.infer<typeof messageInputSchema>;

export const messageSchema = z
  .object({
    id: z.string(),
    body: z.string(),
    writerName: z.string().describe("The writer's display name when they wrote it"),
    role: z.enum(["author", "moderator"]),
    createdAt: z.string(),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = pageOf(messageSchema, "MessagePage");
export type MessagePage = z.infer<typeof messagePageSchema>;
