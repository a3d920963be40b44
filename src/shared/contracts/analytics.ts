import { z } from "zod";
import { PAGE_VIEW_LIMITS } from "../limits.ts";
import { inputText } from "./common.ts";

/** D21: a first-party page view. Only the path is counted; the query is accepted and dropped. */
export const pageViewSchema = z.object({
  path: inputText(PAGE_VIEW_LIMITS.path).min(1).startsWith("/"),
  query: inputText(PAGE_VIEW_LIMITS.query).default(""),
});

export type PageView = z.input<typeof pageViewSchema>;
