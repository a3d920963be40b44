import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  signIn,
  signInAsModerator,
  test,
  uniquePerson,
} from "./fixtures.ts";

/**
 * Issue 38: the site in five languages, from the server's first byte. What a reader sees is read
 * against the catalogs themselves, so a translation can change without these tests changing.
 */
const CATALOGS = path.join(import.meta.dirname, "..", "..", "src", "shared", "i18n", "catalogs");
const LANGUAGES = ["pt-BR", "de", "es", "fr"] as const;

function catalog(locale: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of readdirSync(path.join(CATALOGS, locale)).filter((name) => name.endsWith(".json"))) {
    const area = file.replace(/\.json$/, "");
    for (const [key, text] of Object.entries(
      JSON.parse(readFileSync(path.join(CATALOGS, locale, file), "utf8")),
    )) {
      messages[`${area}.${key}`] = text as string;
    }
  }
  return messages;
}
const message = (locale: string, id: string) => {
  const text = catalog(locale)[id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
  return text;
};

const SIGNED_IN_PAGES = [
  "/create",
  "/my/settings",
  "/my/created",
  "/my/in-progress",
  "/my/collections",
  "/notifications",
  "/checklist/first-night-survival",
];
const MODERATOR_PAGES = ["/moderation", "/moderation/reports", "/moderation/analytics"];
const PUBLIC_PAGES = [
  "/",
  "/checklists",
  "/checklist/first-night-survival",
  "/about",
  "/help",
  "/rules",
  "/community",
  "/sign-in",
];

/** The page's data as the server sent it (the app takes its JSON elements out of the page once read). */
async function pageData(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  const data = [...html.matchAll(/<script id="[\w-]+" type="application\/json">([\s\S]*?)<\/script>/g)];
  return data.map((match) => match[1]).join("\n");
}

/** The words a person reads on the page: its text and the names of its controls. */
async function wordsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [hidden], [aria-hidden='true']")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** Names no language translates: the sign-in providers' (an argument of 'Sign in with {provider}'). */
const BRANDS = new Set(["Google", "Microsoft", "Discord"]);

const LANGUAGE_NAMES = new Set(["English", "Português (Brasil)", "Deutsch", "Español", "Français"]);

/**
 * A text is the page's data (a checklist's title, a tag, a name, a date), not the interface's,
 * when the page's JSON data holds it (a card cuts a long description short: its start), or it
 * is a language's own name, or it has no word.
 */
function isData(text: string, data: string): boolean {
  const start = text
    .replace(/(\.\.\.|…)$/, "")
    .replace(/^#/, "")
    .trimEnd();
  return (
    data.includes(JSON.stringify(start).slice(1, -1)) ||
    LANGUAGE_NAMES.has(text) ||
    !/\p{L}{2}/u.test(text) ||
    // An address of the site ('/users/ann'), as a person's profile link shows it.
    /^\/[\w/.-]*$/.test(text) ||
    // A date as Intl writes it ('26 November 2026 at 13:55 UTC'): pseudo-English has no Intl of its own.
    /\b\d{1,2} [A-Z][a-z]+ \d{4}\b/.test(text)
  );
}

/**
 * What a language rightly writes as English does (a loanword, 'Page 2', 'FAQ · Checkcraft'): a
 * message the same in both, any argument standing for anything, or a part between tags that
 * both write alike ('<strong>Spam:</strong>').
 */
function sameInBoth(locale: string): RegExp[] {
  const english = catalog("en");
  const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  const pattern = (message: string) =>
    new RegExp(`^${escaped(message.replace(/<\/?[a-z]+>/g, "")).replace(/\{[^{}]*\}/g, ".+?")}$`, "s");
  const same: RegExp[] = [];
  for (const [id, written] of Object.entries(catalog(locale))) {
    const source = english[id];
    if (source === undefined) continue;
    if (written === source) same.push(pattern(written));
    const parts = (message: string) =>
      [...message.matchAll(/<([a-z]+)>([^<]*)<\/\1>/g)].map((m) => m[2] ?? "");
    const englishParts = parts(source);
    for (const part of parts(written)) if (englishParts.includes(part)) same.push(pattern(part));
  }
  return same;
}

/** The page's words, and its data: what the server put in the page and what the app read from the API. */
async function wordsAndData(page: Page, url: string): Promise<{ texts: string[]; data: string }> {
  const answers: Promise<string>[] = [];
  const onAnswer = (response: import("@playwright/test").Response) => {
    if (new URL(response.url()).pathname.startsWith("/api/") && response.request().method() === "GET")
      answers.push(response.text().catch(() => ""));
  };
  const data = await pageData(page, url);
  page.on("response", onAnswer);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  page.off("response", onAnswer);
  return { texts: await wordsOnPage(page), data: [data, ...(await Promise.all(answers))].join("\n") };
}

/** Text of the pages in pseudo-English still in plain English letters: words that skipped the catalogs. */
async function pseudoLeaks(page: Page, paths: string[]): Promise<string[]> {
  const leaks: string[] = [];
  for (const path of paths) {
    const { texts, data } = await wordsAndData(page, `${path}?lang=en-XA`);
    for (const text of texts) {
      // A word of plain English letters is a leak, unless the page's data holds it (a name).
      const plain = (text.match(/\b[A-Za-z]{4,}\b/g) ?? []).filter(
        (word) => !data.includes(word) && !BRANDS.has(word),
      );
      if (plain.length > 0 && !isData(text, data)) leaks.push(`${path}: ${text}`);
    }
  }
  return [...new Set(leaks)];
}

/** What is cut off or wider than the screen on the pages in pseudo-English (about 40 % longer). */
async function layoutProblems(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(`${path}?lang=en-XA`);
    problems.push(
      ...(await page.evaluate((where) => {
        const found: string[] = [];
        const root = document.scrollingElement ?? document.documentElement;
        if (root.scrollWidth > window.innerWidth)
          found.push(`${where}: the page is ${root.scrollWidth} px wide`);
        for (const element of document.querySelectorAll<HTMLElement>("body *")) {
          const style = getComputedStyle(element);
          if (style.display === "none" || element.closest("[hidden], .sr-only")) continue;
          const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
          if (clips && element.scrollWidth > element.clientWidth + 1 && element.textContent?.trim()) {
            found.push(
              `${where}: <${element.tagName.toLowerCase()} class="${element.className}"> cuts “${element.textContent.trim().slice(0, 40)}”`,
            );
          }
        }
        return found;
      }, path)),
    );
  }
  return problems;
}

test.describe("a Brazilian player's browser (pt-BR)", () => {
  test.use({ locale: "pt-BR" });

  test("gets the home page and a checklist in Portuguese from the first byte", {
    tag: "@phone",
  }, async ({ page, request }) => {
    for (const path of ["/", "/checklist/first-night-survival"]) {
      const html = await (
        await request.get(path, { headers: { "accept-language": "pt-BR,pt;q=0.9,en;q=0.5" } })
      ).text();
      expect(html).toContain('<html lang="pt-BR"');
      expect(html).toContain(`>${message("pt-BR", "layout.navChecklists")}<`);
      expect(html).toMatch(/<link rel="preload" id="catalog" href="\/i18n\/pt-BR\.[0-9a-f]+\.json"/);
      expect(html).toContain('hreflang="de"');
    }
    await page.goto("/checklist/first-night-survival");
    await expectPageStructure(page, "pt-BR");
    await expect(page.getByRole("navigation", { name: message("pt-BR", "layout.mainNav") })).toBeVisible();
  });

  test("gets the create form in Portuguese from the first byte, signed in", { tag: "@phone" }, async ({
    page,
  }) => {
    await signIn(page, uniquePerson("criadora"));
    // The API client sends no Accept-Language of its own: the browser's is given.
    const html = await (
      await page.request.get("/create", { headers: { "accept-language": "pt-BR" } })
    ).text();
    expect(html).toContain('<html lang="pt-BR"');
    await page.goto("/create");
    await expectPageStructure(page, "pt-BR");
  });
  test("pages whose words are a part of their own get it when reached within the app", {
    tag: "@phone",
  }, async ({ page }) => {
    await signIn(page, uniquePerson("navegante"));
    await page.goto("/checklists");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    // The editor's words are not in the page every page loads: the route brings them.
    await page
      .getByRole("navigation", { name: message("pt-BR", "layout.mainNav") })
      .getByRole("link", {
        name: message("pt-BR", "layout.navCreate"),
      })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: message("pt-BR", "editor.createHeading") }),
    ).toBeVisible();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: message("pt-BR", "layout.about") })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("pt-BR", "staticPages.aboutHeading").replace("{siteName}", "Checkcraft"),
    );
  });
});

test.describe("the reader's language", () => {
  test("a malformed Accept-Language is English, with no error", async ({ request }) => {
    const answer = await request.get("/", { headers: { "accept-language": ";;q=x,,**-" } });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<html lang="en"');
  });

  test("the footer's language list switches the site and the device keeps the choice", {
    tag: "@phone",
  }, async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/checklists");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      page
        .getByRole("navigation", { name: message("de", "layout.language") })
        .getByRole("link", { name: "Deutsch" }),
    ).toHaveAttribute("aria-current", "true");
  });

  for (const locale of LANGUAGES) {
    test(`no English is left on the main pages in ${locale}`, async ({ page }) => {
      const leaks: string[] = [];
      for (const path of PUBLIC_PAGES) {
        const english = new Set((await wordsAndData(page, `${path}?lang=en`)).texts);
        const { texts, data } = await wordsAndData(page, `${path}?lang=${locale}`);
        const same = sameInBoth(locale);
        for (const text of texts) {
          if (english.has(text) && !isData(text, data) && !same.some((written) => written.test(text)))
            leaks.push(`${path}: ${text}`);
        }
      }
      expect([...new Set(leaks)]).toEqual([]);
    });
  }

  test("pseudo-localised English leaves no text outside the catalogs", async ({ page }) => {
    expect(await pseudoLeaks(page, PUBLIC_PAGES)).toEqual([]);
  });

  test("signed in, pseudo-localised English leaves no text outside the catalogs", async ({ page }) => {
    await signIn(page, uniquePerson("pseudo"));
    expect(await pseudoLeaks(page, SIGNED_IN_PAGES)).toEqual([]);
  });

  test("a moderator's pages, pseudo-localised, leave no text outside the catalogs", async ({ page }) => {
    await signInAsModerator(page);
    expect(await pseudoLeaks(page, MODERATOR_PAGES)).toEqual([]);
  });

  for (const width of [320, 375]) {
    test(`pseudo-localised pages at ${width} px: nothing cut off, nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      const problems = await layoutProblems(page, PUBLIC_PAGES);
      // Off the sign-in page, where signIn would press its (pseudo-English) button.
      await page.goto("/about");
      await signIn(page, uniquePerson("narrow"));
      problems.push(...(await layoutProblems(page, SIGNED_IN_PAGES)));
      expect(problems).toEqual([]);
    });
  }

  test("axe finds nothing in Portuguese and in German", { tag: "@phone" }, async ({ page }) => {
    for (const locale of ["pt-BR", "de"]) {
      for (const path of ["/", "/checklist/first-night-survival"]) {
        await page.goto(`${path}?lang=${locale}`);
        await expectPageStructure(page, locale);
        await expectNoAxeViolations(page);
      }
    }
  });
});
