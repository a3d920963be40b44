import { z } from "zod";
import { MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from "../community.ts";
import { LIMITS } from "../limits.ts";
import { pageOf } from "./checklists.ts";
import { requiredInputText } from "./common.ts";

export { MESSAGE_REQUIRED, MESSAGE_TOO_LONG };

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
