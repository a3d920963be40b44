/**
 * The parts a language's catalog is cut into for the browser (issue 38, decision 059): the
 * interface every page uses, and the words of pages few readers open, each loaded by those
 * pages alone: the static pages' prose (as long as the rest together), the checklist editor's
 * and the moderators'. Each part stays under the 20 KB gzip.
 */
export const CATALOG_PARTS = {
  pages: { areas: ["staticPages"], path: /^\/(about|help|legal|privacy|rules|community|changelog)\/?$/ },
  editor: { areas: ["editor"], path: /^\/(create|my\/edit\/[^/]+)\/?$/ },
  moderation: { areas: ["moderation"], path: /^\/moderation(\/|$)/ },
} as const;

export type CatalogPart = keyof typeof CATALOG_PARTS;
export const CATALOG_PART_NAMES = Object.keys(CATALOG_PARTS) as CatalogPart[];

/** The part a message's area belongs to, or null for the part every page loads. */
export function partOfArea(area: string): CatalogPart | null {
  return (
    CATALOG_PART_NAMES.find((part) => (CATALOG_PARTS[part].areas as readonly string[]).includes(area)) ?? null
  );
}

/** The parts the page at `pathname` shows at once, which its HTML preloads. */
export function partsForPath(pathname: string): CatalogPart[] {
  return CATALOG_PART_NAMES.filter((part) => CATALOG_PARTS[part].path.test(pathname));
}
