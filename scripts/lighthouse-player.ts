// A signed-in player for `npm run lighthouse` (issue 37): signed in through the site's own local
// sign-in (the start, the local issuer's form, the callback), as a person's browser would, and
// joined to a checklist, so Lighthouse can measure the page a player plays from.
/** Follows redirects by hand, keeping the cookies each answer sets (fetch keeps none). */
async function browse(origin: string, jar: Map<string, string>, start: string, init?: RequestInit) {
  let url = new URL(start, origin);
  let request: RequestInit = init ?? {};
  for (let hop = 0; hop < 20; hop++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const answer = await fetch(url, {
      ...request,
      redirect: "manual",
      headers: { ...(request.headers as Record<string, string>), cookie },
    });
    for (const set of answer.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const next = answer.headers.get("location");
    if (answer.status < 300 || answer.status >= 400 || !next) return { url, answer };
    url = new URL(next, url);
    request = {};
  }
  throw new Error(`Too many redirects from ${start}.`);
}

/**
 * The Cookie header of a new player who has joined `checklist`. Lighthouse sends it as a header,
 * which the page's script cannot read: so no cookie the page reads itself (the install notice's,
 * decision 058), or the server and the browser would disagree on the page. The player is one
 * not yet told of installing, as on their first visits.
 */
export async function signedInPlayer(origin: string, checklist: string): Promise<string> {
  const jar = new Map<string, string>();
  const form = await browse(origin, jar, "/auth/login?provider=google");
  if (!form.url.pathname.includes("/interaction/")) {
    throw new Error(`The local sign-in did not start: ended at ${form.url.pathname}.`);
  }
  await form.answer.text();
  const body = new URLSearchParams({ name: "Lighthouse Player", email: "lighthouse@example.com" });
  const landed = await browse(origin, jar, form.url.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  await landed.answer.text();
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const joined = await fetch(`${origin}/api/checklists/${checklist}/membership`, {
    method: "PUT",
    headers: { cookie, origin },
  });
  if (!joined.ok) throw new Error(`Joining ${checklist} answered ${joined.status}: ${await joined.text()}`);
  return cookie;
}
