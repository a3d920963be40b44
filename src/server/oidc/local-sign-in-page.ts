import { PROVIDER_NAMES, type SignInProvider } from "#shared/sign-in-providers.ts";
import { escapeHtml } from "../html.ts";

/** The local issuer's sign-in page: plain HTML, no script (strict CSP), styled by /local-sign-in.css. */

export function renderLocalSignInPage(options: {
  action: string;
  siteName: string;
  /** The provider this page stands in for (D55). */
  provider: SignInProvider;
  error?: string;
  name?: string;
  email?: string;
}): string {
  const error = options.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(options.error)}</p>`
    : "";
  const describedBy = options.error ? ' aria-describedby="form-error"' : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local sign-in</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/local-sign-in.css">
</head>
<body>
<header><p class="brand">${escapeHtml(options.siteName)} · local mode</p></header>
<main>
<h1>Local sign-in</h1>
<p>This stand-in for ${PROVIDER_NAMES[options.provider]} runs only on your machine (local mode). Enter any name and email: the same email always signs in to the same ${PROVIDER_NAMES[options.provider]} account.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="60" value="${escapeHtml(options.name ?? "")}"${describedBy}>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(options.email ?? "")}"${describedBy}>
<button type="submit" name="intent" value="sign-in">Sign in</button>
</form>
<form method="post" action="${escapeHtml(options.action)}" class="moderator">
<p>Want to try the review queue? Use the ready moderator account.</p>
<button type="submit" name="intent" value="moderator">Sign in as moderator</button>
</form>
</main>
<footer><p>Not an official Minecraft product. Not approved by or associated with Mojang or Microsoft.</p></footer>
</body>
</html>`;
}
