import { z } from "zod";
import { inputText } from "./common.ts";

/** D21: a first-party page view. Only the path is counted; the query is accepted and dropped. */
export const pageViewSchema = z.object({
  path: inputText(300).min(1).startsWith("/"),
  query: inputText(2000).default(""),
});

export type PageView = z.input<typeof pageViewSchema>;
