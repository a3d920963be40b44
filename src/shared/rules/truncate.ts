/** Cut text to at most `max` characters; `suffix` is appended only when something was cut. */
export function truncate(text: string, max: number, suffix = "..."): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join("").trimEnd() + suffix;
}
