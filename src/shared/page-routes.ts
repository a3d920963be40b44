/**
 * Every page of the site (SPEC §2), as React Router paths. The browser's routes
 * (src/web/app/routes.tsx) are exactly these, which a test checks; the server answers any
 * other path with the not-found page and HTTP 404 (D29).
 */
export const PAGE_ROUTES = [
  "/",
  "/sign-in",
  "/create",
  "/checklists",
  "/checklist/:id",
  "/users/:id",
  "/users/:id/followers",
  "/users/:id/following",
  "/collections/:collectionId",
  "/my/collections",
  "/my/in-progress",
  "/my/completed",
  "/my/saved",
  "/my/created",
  "/my/settings",
  "/my/edit/:id",
  "/notifications",
  "/runs/:runId",
  "/runs/:runId/join/:token",
  "/moderation",
  "/moderation/checklists/:id",
  "/moderation/analytics",
  "/moderation/reports",
  "/about",
  "/help",
  "/legal",
  "/privacy",
  "/rules",
  "/community",
  "/changelog",
] as const;

const PATTERNS = PAGE_ROUTES.map((route) => new RegExp(`^${route.replace(/:[a-z]+/gi, "[^/]+")}/?$`));

/** Is `pathname` one of the site's pages (a trailing slash allowed)? */
export function isPagePath(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}

/**
 * The pages anyone may read (D29's public pages: rendered by the server with their content).
 * The others are a signed-in person's own or a moderator's: a guest there is sent to sign in.
 */
const PERSONAL = /^\/(create|my|notifications|moderation|runs\/[^/]+\/join)(\/|$)/;

/** Is `pathname` a public page, or a path the server answers with the not-found page? */
export function isPublicPath(pathname: string): boolean {
  return !PERSONAL.test(pathname);
}
