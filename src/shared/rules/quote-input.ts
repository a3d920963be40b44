import { truncate } from "./truncate.ts";

/** The most of a person's input a message quotes back (fourth review, issue 35). */
export const QUOTED_INPUT_MAX = 200;

/**
 * What a refusal may quote of the input it refuses: at most 200 characters, cut with '…', so a
 * huge entry is never sent back whole. Every message that quotes input goes through this.
 */
export function quoteInput(text: string): string {
  return truncate(text, QUOTED_INPUT_MAX, "…");
}
