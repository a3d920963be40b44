/**
 * D75: secrets stay in their request. Every address whose path holds a secret, as the route
 * tables spell it (React Router's and Fastify's `:param`); its `:token` segment is the secret.
 * Page views, the analytics, the logs and error reports keep such a path with `{token}` in
 * its place. A test checks that every route of the site with a `:token` is listed here.
 */
export const SECRET_ROUTES = [
  // An invite link (D44): opens a run to whoever holds it.
  "/runs/:runId/join/:token",
  // That link's preview image (issue 35), for chat apps the link is posted in.
  "/runs/:runId/join/:token/preview.png",
  // What that link's page asks the API: who invites to what.
  "/api/runs/:runId/invitations/:token",
] as const;

export const SECRET_PARAM = ":token";
export const SECRET_PLACEHOLDER = "{token}";

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path with every secret segment replaced by `{token}`. Matched as the routers match:
 * case aside and with escapes decoded (`/RUNS/x/%6Aoin/…` opens the same page), with or without
 * a trailing slash or more segments after it. Anything after `?` or `#` is dropped.
 */
export function withoutSecrets(path: string): string {
  const segments = (path.split(/[?#]/, 1)[0] ?? "").split("/");
  for (const route of SECRET_ROUTES) {
    const parts = route.split("/");
    const matches = parts.every((part, i) =>
      part[0] === ":" ? segments[i] : decoded(segments[i] ?? "").toLowerCase() === part,
    );
    if (matches) segments[parts.indexOf(SECRET_PARAM)] = SECRET_PLACEHOLDER;
  }
  return segments.join("/");
}

/** A secret path's pattern within any text: its start kept, its secret then hidden. */
function inText(route: string): RegExp {
  const [before] = route.split(`/${SECRET_PARAM}`);
  const prefix = (before ?? "")
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/\\s?#\"'<>]+" : part))
    .join("/");
  return new RegExp(`(${prefix}/)[^/\\s?#"'<>]+`, "gi");
}

/** Any text (an error's message or stack, a log line) with the secret of every such path hidden. */
/** D72: a Discord webhook address's token, wherever an address turns up in text. */
const WEBHOOK_TOKEN = /(\/api\/webhooks\/[^/\s?#"'<>]+\/)[^/\s?#"'<>]+/gi;

export function hideSecretsInText(text: string): string {
  return [...SECRET_ROUTES.map(inText), WEBHOOK_TOKEN].reduce(
    (result, pattern) => result.replace(pattern, (_match, start: string) => `${start}${SECRET_PLACEHOLDER}`),
    text,
  );
}
