import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SITE_CONFIG_ELEMENT_ID } from "#shared/contracts/site.ts";
import { partsForPath } from "#shared/i18n/catalog-parts.ts";
import { english } from "#shared/i18n/message.ts";
import {
  APP_SHELL_PATH,
  CATALOG_ELEMENT_ID,
  INSTALL_NOTICE_COOKIE,
  QUERY_STATE_ELEMENT_ID,
  type RenderPage,
  SESSION_ELEMENT_ID,
} from "#shared/page-render.ts";
import { isPagePath, isPublicPath } from "#shared/page-routes.ts";
import type { AppConfig } from "../config.ts";
import { NOT_FOUND, notFound } from "../errors.ts";
import { escapeHtml } from "../html.ts";
import { type Catalog, catalogFor, i18nFor } from "../i18n/catalogs.ts";
import { languageLinks } from "../i18n/page-languages.ts";
import { pageLocale, rememberChosenLanguage, rememberPageLocale } from "../i18n/reader-locale.ts";
import type { PageMeta, PageMetaResolver, PageMissing, PageRedirect } from "../pages/page-meta.ts";
import { withPageReads } from "../pages/page-reads.ts";
import { allowedMethods, methodNotAllowed } from "./allowed-methods.ts";
import { EARLY_TAPS_SCRIPT } from "./early-taps.ts";
import { starterScripts } from "./start-on-use.ts";

const HEAD_PLACEHOLDER = "<!--app-head-->";
const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** JSON inside <script type="application/json"> is data, not script (CSP-safe); `<` must not close it. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The site's own preview image (public/og-image.png), for pages with none of their own. */
const SITE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/** Head tags for a page: the operator config for the client, and link-preview tags (D24, D47). */
/** The operator's site configuration, with the sign-in providers the server offers (D55). */
function pageSiteConfig(config: AppConfig) {
  return { ...config.site, signInProviders: config.signInProviders };
}

export function renderHead(config: AppConfig, meta: PageMeta, catalog: Catalog, alternates = ""): string {
  const url = `${config.publicUrl}${meta.path}`;
  const own = meta.image;
  // Link previews need an absolute address: a path is on this site's public origin.
  const image = own
    ? own.startsWith("/")
      ? `${config.publicUrl}${own}`
      : own
    : `${config.publicUrl}${SITE_IMAGE.path}`;
  const size = own ? meta.imageSize : SITE_IMAGE;
  const imageTags = [
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    ...(size
      ? [
          `<meta property="og:image:width" content="${size.width}">`,
          `<meta property="og:image:height" content="${size.height}">`,
        ]
      : []),
    ...(meta.imageAlt ? [`<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}">`] : []),
  ];
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.site.siteName)}">`,
    `<meta property="og:type" content="${meta.type ?? "website"}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...imageTags,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ...(meta.imageAlt ? [`<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}">`] : []),
    `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(pageSiteConfig(config))}</script>`,
    // The page's one catalog (issue 38), fetched beside its first script; main.tsx reads it by id.
    // The words of pages few open are parts of their own, preloaded by those pages alone; the
    // others' addresses go along (data-parts) for when the reader goes there.
    `<link rel="preload" id="${CATALOG_ELEMENT_ID}" href="${catalog.app.path}" data-parts="${escapeHtml(JSON.stringify(partPaths(catalog)))}" as="fetch" crossorigin="anonymous">`,
    ...partsForPath(meta.path).map(
      (part) =>
        `<link rel="preload" data-catalog-part="${part}" href="${catalog.parts[part].path}" as="fetch" crossorigin="anonymous">`,
    ),
    ...(alternates ? [alternates] : []),
  ];
  return tags.join("\n    ");
}

/** Each part's address, by its name. */
function partPaths(catalog: Catalog): Record<string, string> {
  return Object.fromEntries(Object.entries(catalog.parts).map(([part, file]) => [part, file.path]));
}

type ApiRead = (path: string) => Promise<{ status: number; body: unknown }>;

/** `<html lang="en">` of the template, in the page's language. */
function withLang(templateHead: string, locale: string): string {
  return templateHead.replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`);
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** The web app's server entry (dist-ssr/, `npm run build`), or null where it is not built (dev, API tests). */
async function loadPageRenderer(config: AppConfig): Promise<RenderPage | null> {
  const entry = path.join(config.webDir, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
    return module.renderPage;
  } catch (error) {
    console.error(
      "The server renderer (dist-ssr/) could not be loaded; pages are rendered by the browser.",
      error,
    );
    return null;
  }
}

/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for
 * every other GET outside /api that has no file extension, with head tags for the path.
 */
export function registerWebApp(app: FastifyInstance, config: AppConfig, resolvers: PageMetaResolver[] = []) {
  const indexFile = path.join(config.webDir, "index.html");
  // Split once, then joined around the head: String.replace would expand "$&", "$'" and
  // "$`" found in user text (a nickname in a link preview) as replacement patterns.
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8").split(HEAD_PLACEHOLDER) : null;
  const renderPage = loadPageRenderer(config);
  const starter = template ? starterScripts(template[1] ?? "", config.webDir) : null;

  /**
   * The head, then the page's HTML rendered by React with its data (D29), or the bare shell if
   * that fails.
   */
  async function renderHeadAndBody(
    request: FastifyRequest,
    pathname: string,
    head: string,
    catalog: Catalog,
    fetchJson: ApiRead,
  ): Promise<string> {
    const body = template?.[1] ?? "";
    const render = await renderPage;
    if (!render || pathname === APP_SHELL_PATH) return `${head}${body}`;
    try {
      const page = await render({
        url: request.url,
        site: pageSiteConfig(config),
        installNoticeTold: request.cookies[INSTALL_NOTICE_COOKIE] !== undefined,
        locale: catalog.locale,
        messages: catalog.messages,
        fetchJson,
      });
      const state =
        `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(page.queryState)}</script>` +
        `<script id="${SESSION_ELEMENT_ID}" type="application/json">${jsonForScript(page.session)}</script>`;
      const user = (page.session as { user?: unknown } | null)?.user;
      const guest = user === null;
      // A guest's public page loads the app on first use; a personal page sends a guest to sign
      // in, which is the app's to do at once (docs/decisions/023); a signed-in player's page has
      // the app's files at once and evaluates them when idle or at first use (decision 027).
      const scripts = !starter
        ? body
        : user
          ? starter.whenIdle
          : guest && isPublicPath(pathname)
            ? starter.onUse(pathname)
            : starter.atOnce;
      const [before, after] = splitOnce(scripts, ROOT_ELEMENT);
      // The head has one title, the page's own ('About · Checkcraft'), and the preloads React
      // made for the page's first images; nothing of them stays in <body>.
      const title = TITLE.exec(page.head)?.[0];
      const hints = page.head.replace(TITLE, "");
      const pageHead = `${EARLY_TAPS_TAG}\n    ${title ? head.replace(TITLE, () => title) : head}${hints ? `\n    ${hints}` : ""}`;
      return `${pageHead}${before}<div id="root">${page.html}</div>${state}${after}`;
    } catch (error) {
      request.log.error({ err: error }, "server rendering failed; the browser renders the page");
      return `${head}${body}`;
    }
  }

  if (existsSync(config.webDir)) {
    app.register(fastifyStatic, {
      root: config.webDir,
      index: false,
      wildcard: false,
      // D30: the .br/.gz copies made at build (scripts/compress-assets.mjs), by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked on every visit, so a new build reaches players (D31).
        const worker = path.basename(filePath).startsWith("service-worker.js");
        res.header(
          "Cache-Control",
          immutable ? "public, max-age=31536000, immutable" : worker ? "no-cache" : "public, max-age=3600",
        );
      },
    });
  }

  /**
   * A GET of the API in this process as the visitor (their cookies); the session is read once,
   * for the page's language and again by the renderer.
   */
  function apiReader(request: FastifyRequest): ApiRead {
    const answers = new Map<string, ReturnType<ApiRead>>();
    const read: ApiRead = async (apiPath) => {
      const answer = await app.inject({
        method: "GET",
        url: apiPath,
        headers: {
          accept: "application/json",
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers["accept-language"]
            ? { "accept-language": request.headers["accept-language"] }
            : {}),
        },
      });
      return { status: answer.statusCode, body: answer.statusCode === 204 ? null : answer.json() };
    };
    return (apiPath) => {
      if (apiPath !== "/api/session") return read(apiPath);
      const kept = answers.get(apiPath) ?? read(apiPath);
      answers.set(apiPath, kept);
      return kept;
    };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    return withPageReads(() => answerPage(request, reply, pathname));
  }

  async function answerPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (!template) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The web app is not built yet. Run `npm run build` (npm start does it for you).");
    }
    const fetchJson = apiReader(request);
    // The reader's language (D64) comes first: the page's resolvers write its title in it.
    const session = await fetchJson("/api/session");
    const accountLanguage = (session.body as { user?: { language?: string | null } } | null)?.user?.language;
    const catalog = catalogFor(pageLocale(request, accountLanguage));
    rememberPageLocale(request, catalog.locale);
    rememberChosenLanguage(request, reply);
    let meta: PageMeta | PageRedirect | PageMissing | null = null;
    for (const resolve of resolvers) {
      meta = await resolve(request, pathname, reply);
      if (meta) break;
    }
    if (meta && "redirectTo" in meta) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${meta.redirectTo}${query.startsWith("?") ? query : ""}`, 301);
    }
    // D29: an unknown path, or a checklist or person that is not there, answers 404; the
    // browser app shows its not-found page for it.
    const missing =
      (meta !== null && "missing" in meta) || !(isPagePath(pathname) || pathname === APP_SHELL_PATH);
    const head = renderHead(
      config,
      missing
        ? {
            title: i18nFor(catalog.locale).t("pageMeta.notFoundTitle", { siteName: config.site.siteName }),
            description: config.site.tagline,
            path: pathname,
          }
        : ((meta as PageMeta | null) ?? {
            title: config.site.siteName,
            description: config.site.tagline,
            path: pathname,
          }),
      catalog,
      !missing && isPublicPath(pathname) ? languageLinks(config.publicUrl, request.url) : "",
    );
    return (
      reply
        .status(missing ? 404 : 200)
        .type("text/html; charset=utf-8")
        // Rendered for this visitor (their session, their progress): never kept by a shared cache.
        .header("Cache-Control", "private, no-cache")
        .header("Vary", "Cookie, Accept-Language")
        .send(
          `${withLang(template[0] ?? "", catalog.locale)}${await renderHeadAndBody(request, pathname, head, catalog, fetchJson)}`,
        )
    );
  }

  const isPage = (request: FastifyRequest, pathname: string) =>
    (request.method === "GET" || request.method === "HEAD") &&
    !pathname.startsWith("/api/") &&
    pathname !== "/api" &&
    !pathname.startsWith("/auth/") &&
    !path.posix.basename(pathname).includes(".");
  const answerUnmatched = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (isPage(request, pathname)) return sendPage(request, reply, pathname);
    const allowed = allowedMethods(app, request.url, isPagePath(pathname));
    if (allowed.length > 0) throw methodNotAllowed(request.method, allowed);
    throw notFound(
      pathname.startsWith("/api") ? english("errors.noSuchEndpoint", "No such API endpoint.") : NOT_FOUND,
    );
  };
  // Pages are a route of their own rather than the not-found handler, so that route hooks
  // (compression, D30) apply to them; what that route does not take still ends here.
  app.get("/*", { schema: { hide: true } }, answerUnmatched);
  app.setNotFoundHandler(answerUnmatched);
}
