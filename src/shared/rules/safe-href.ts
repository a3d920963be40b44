/** D51: the only links people's text may carry are https ones; anything else is no link. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    return new URL(href).protocol === "https:" ? href : null;
  } catch {
    return null;
  }
}
