import type { SiteConfig } from "./site-defaults.ts";

/**
 * How the server renders a page with React (D29, docs/decisions/013): the web app's server
 * entry (src/web/entry-server.tsx, built into dist-ssr/) takes the address and a way to read
 * the API as this visitor, and answers with the page's HTML and the data it was made from.
 */
export interface PageRenderInput {
  /** The path and query, e.g. "/checklists?sort=newest". */
  url: string;
  site: SiteConfig;
  /** A GET of the API in this process, with the visitor's cookies. */
  fetchJson(path: string): Promise<{ status: number; body: unknown }>;
  /** Whether this device was already told that the site installs and plays offline (its cookie, issue 35). */
  installNoticeTold: boolean;
  /** The reader's language (D64), and its compiled catalog, which the page is rendered with. */
  locale: string;
  messages: Record<string, unknown>;
}

export interface PageRenderOutput {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What React hoists out of the page, for `<head>`: its `<title>` and the preloads of its first images. */
  head: string;
  /** The query cache the page was rendered from, for the browser to start with (TanStack Query's dehydrate). */
  queryState: unknown;
  /** Who the page was rendered for (`GET /api/session`), so the browser starts knowing it. */
  session: unknown;
}

export type RenderPage = (input: PageRenderInput) => Promise<PageRenderOutput>;

/** The elements that carry `queryState` and `session` in the page: JSON data, not script (CSP). */
export const QUERY_STATE_ELEMENT_ID = "query-state";
export const SESSION_ELEMENT_ID = "session-state";

/** The page's `<link rel="preload">` of its language's catalog, which the browser loads before it hydrates (issue 38). */
export const CATALOG_ELEMENT_ID = "catalog";

/** Set by the browser once the device has seen the install and offline notice (issue 35). */
export const INSTALL_NOTICE_COOKIE = "checkcraft_install_told";

/** The offline app shell (D31): the page frame without a page, which the browser renders itself. */
export const APP_SHELL_PATH = "/app-shell";
