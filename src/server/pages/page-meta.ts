import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * What a server-rendered page says of itself before it renders: its head tags, or that it moved
 * or is missing. The features answer it (their page-meta resolvers); plugins/web-app.ts asks.
 */
export interface PageMeta {
  title: string;
  description: string;
  type?: "website" | "article" | "profile";
  path: string;
  /** The link-preview image: an absolute URL, or a path of this site ('/checklist/x/preview.png'). */
  image?: string;
  /** Its size in pixels, when known. */
  imageSize?: { width: number; height: number };
  /** What the image shows, for people who cannot see it. */
  imageAlt?: string;
}

/** A page that moved for good (an old profile address, D39): answered with a 301. */
export interface PageRedirect {
  redirectTo: string;
}

/** A page whose subject is missing or hidden from this viewer (D11): the not-found page, 404. */
export interface PageMissing {
  missing: true;
}

export type PageMetaResolver = (
  request: FastifyRequest,
  pathname: string,
  reply: FastifyReply,
) => Promise<PageMeta | PageRedirect | PageMissing | null>;

/** The decoded `{x}` of a path like /checklist/{x}, or null when the path does not match. */
export function pathParameter(pathname: string, pattern: RegExp): string | null {
  const raw = pattern.exec(pathname)?.[1];
  if (!raw) return null;
  try {
    const value = decodeURIComponent(raw);
    // A control character (%00) can be no id, and PostgreSQL refuses it in a query: look up
    // nothing, so the page answers 404 rather than 500.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
    return /[\u0000-\u001f]/.test(value) ? "" : value;
  } catch {
    // A malformed escape (%E0%A4%A) can be no id either.
    return "";
  }
}
