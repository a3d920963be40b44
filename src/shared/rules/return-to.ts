/** A single leading "/", not protocol-relative ("//evil" or "/\evil"), no control characters or "\". */
function isLocalPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}

/**
 * A sign-in return target must be a path on this site. The rule holds for the value as given
 * AND for the normalised path that is returned, because normalising collapses dot segments:
 * "/.//evil.example/x" becomes "//evil.example/x", a link to another host.
 * Anything else falls back to null (the caller then uses its default).
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  if (!isLocalPath(value)) return null;
  try {
    const parsed = new URL(value, "http://same.invalid");
    if (parsed.origin !== "http://same.invalid") return null;
    const normalised = parsed.pathname + parsed.search + parsed.hash;
    return isLocalPath(normalised) ? normalised : null;
  } catch {
    return null;
  }
}
