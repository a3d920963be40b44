/**
 * A sign-in return target must be a path on this site: it starts with a single "/",
 * is not protocol-relative ("//evil" or "/\evil"), and carries no scheme or control
 * characters. Anything else falls back to null (the caller then uses its default).
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const parsed = new URL(value, "http://same.invalid");
    if (parsed.origin !== "http://same.invalid") return null;
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return null;
  }
}
