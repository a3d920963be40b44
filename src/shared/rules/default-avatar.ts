/**
 * Issue 35: an account without a picture gets a face of its own, drawn from its handle (no
 * outside service): the handle's first letter in white on one of these colours, chosen by the
 * handle. Each colour holds at least 4.5:1 against white (WCAG AA), checked by a unit test.
 */
export const DEFAULT_AVATAR_COLOURS = [
  "#9a3412",
  "#166534",
  "#1e40af",
  "#6b21a8",
  "#9d174d",
  "#115e59",
  "#854d0e",
  "#3f3f46",
  "#b91c1c",
  "#4338ca",
  "#0e7490",
  "#4d7c0f",
] as const;

/** Where the default avatar of `handle` is drawn (GET /avatars/{handle}.svg). */
export function defaultAvatarPath(handle: string): string {
  return `/avatars/${encodeURIComponent(handle)}.svg`;
}

/** The letter and colour of `handle`'s default avatar: the same handle, the same face. */
export function defaultAvatarOf(handle: string): { letter: string; colour: string } {
  let hash = 0;
  for (const char of handle) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  const first = handle.match(/[a-z0-9]/i)?.[0] ?? "?";
  return {
    letter: first.toUpperCase(),
    colour: DEFAULT_AVATAR_COLOURS[hash % DEFAULT_AVATAR_COLOURS.length] ?? DEFAULT_AVATAR_COLOURS[0],
  };
}

/** The SVG of `handle`'s default avatar: a square of its colour with its letter in white. */
export function defaultAvatarSvg(handle: string): string {
  const { letter, colour } = defaultAvatarOf(handle);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><text x="16" y="22.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff">${letter}</text></svg>`;
}
