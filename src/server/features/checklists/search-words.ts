/** At most this many words of a search count; searches are short. */
export const MAX_SEARCH_WORDS = 8;

/** The words of what someone typed: letters and digits only (no query syntax gets through). */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? []
  );
}
