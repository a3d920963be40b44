import { z } from "zod";

/** D21: a first-party page view. Only the path is counted; the query is accepted and dropped. */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(300).startsWith("/"),
  query: z.string().max(2000).default(""),
});

export type PageView = z.input<typeof pageViewSchema>;
