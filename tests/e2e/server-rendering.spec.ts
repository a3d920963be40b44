import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { api, expect, NOT_FOUND_RESPONSE, signIn, test, uniquePerson } from "./fixtures.ts";

// D29 (issue 12): public pages arrive with their content in the HTML, rendered by React on the
// server, and the browser hydrates them without asking for the same data again.

const rendered = [
  {
    path: "/",
    texts: [
      "Discover, track and share your Minecraft progress",
      "Featured checklists",
      "First Night Survival",
    ],
  },
  { path: "/checklists", texts: ["Explore checklists", "First Night Survival", "Filters"] },
  { path: "/checklists?sort=newest&difficulty=Easy", texts: ["Explore checklists", "Filters · 2 active"] },
  {
    path: "/checklist/first-night-survival",
    texts: [
      "First Night Survival",
      "Punch trees for logs",
      "Find some food",
      'property="og:title" content="First Night Survival"',
    ],
  },
  { path: "/users/rosarepeater", texts: ["Rosa Repeater"] },
  { path: "/about", texts: ["About Checkcraft"] },
  { path: "/sign-in", texts: ["Sign in with Google"] },
];

for (const { path, texts } of rendered) {
  test(`${path} arrives rendered: its text is in the HTML, with the data it was made from`, async ({
    request,
  }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>/);
    for (const text of texts) expect(html).toContain(text.replaceAll("'", "&#x27;"));
    expect(root).not.toContain("Loading...");
    expect(html).toContain('<script id="query-state" type="application/json">');
    // Our Content Security Policy allows no inline script but the one it names by its hash
    // (D57's early taps): every other script is a file or JSON data.
    const csp = answer.headers()["content-security-policy"] ?? "";
    const inline = [
      ...html.matchAll(/<script(?![^>]*(?:src=|type="application\/json"))[^>]*>([^<]*)<\/script>/g),
    ];
    expect(inline).toHaveLength(1);
    for (const [, text] of inline) {
      const hash = createHash("sha256")
        .update(text ?? "")
        .digest("base64");
      expect(csp, `the inline script of ${path} is allowed by its hash`).toContain(`'sha256-${hash}'`);
    }
  });
}

for (const { path, heading } of [
  { path: "/no/such/page", heading: "Page not found" },
  { path: "/checklist/no-such-checklist", heading: "Checklist not found" },
  { path: "/users/no-such-person", heading: "User not found." },
]) {
  test(`${path} answers 404 with its not-found page rendered`, async ({ request }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toMatch(new RegExp(`<h1[^>]*>${heading.replace(".", "\\.")}</h1>`));
  });
}

/** A page of each kind the server renders with its data: home, explore, a checklist, a profile. */
const RENDERED_PAGES = ["/", "/checklists", "/checklist/first-night-survival", "/users/rosarepeater"];

// Issue 23: React writes what it hoists (the page's <title>, preloads of its first images)
// before the page; they belong in <head>, once, and nothing of them stays in <body>.
test.describe("one head", () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_RESPONSE] });

  for (const path of [...RENDERED_PAGES, "/about", "/sign-in", "/no/such/page", "/checklist/%ff"]) {
    test(`${path} has exactly one <title>, in <head>, and no <link> or <title> in <body>`, async ({
      request,
      page,
    }) => {
      const html = await (await request.get(path)).text();
      const [head = "", body = ""] = html.split("</head>");
      expect(html.match(/<title[\s>]/g)).toHaveLength(1);
      expect(head).toMatch(/<title>[^<]+ · Checkcraft<\/title>/);
      expect(body.match(/<(link|title|meta)[\s>/]/g)).toBeNull();

      // And so it stays once the page is hydrated.
      await page.goto(path);
      const titles = await page.evaluate(() => ({
        all: document.querySelectorAll("title").length,
        inHead: document.head.querySelectorAll("title").length,
        inBody: document.body.querySelectorAll("title, link, meta").length,
      }));
      expect(titles).toEqual({ all: 1, inHead: 1, inBody: 0 });
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a checklist page shows its title, details and steps", async ({ page }) => {
    await page.goto("/checklist/first-night-survival");
    await expect(page.getByRole("heading", { level: 1, name: "First Night Survival" })).toBeVisible();
    await expect(page.getByText("Punch trees for logs")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
  });
});

/** The page's layout shifts so far, summed (CLS's raw material). */
function layoutShiftSoFar(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

test.describe("hydration", () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_RESPONSE] });

  for (const path of [...RENDERED_PAGES, "/checklist/nope"]) {
    test(`${path} hydrates without fetching its data again and without moving`, async ({ page }) => {
      const reads: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (/^\/api\/(checklists|users)/.test(url.pathname)) reads.push(url.pathname + url.search);
      });
      await page.goto(path, { waitUntil: "networkidle" });
      const shift = await layoutShiftSoFar(page);
      expect(reads).toEqual([]);
      expect(shift).toBeLessThanOrEqual(0.01);
    });
  }

  // At phone width, where the byline's row holds the Follow button alone.
  test("a signed-in player's checklist page hydrates without moving, whenever the byline's code arrives", {
    tag: "@phone",
  }, async ({ page }) => {
    await signIn(page, uniquePerson("steady"));
    await expect(page).toHaveURL(/\/users\//);
    expect((await api(page, "/api/checklists/first-night-survival/membership", "PUT")).status).toBe(200);
    // The byline's Follow code held back until the page has hydrated and read what it reads:
    // a server-rendered boundary that re-rendered meanwhile was thrown away and drawn again.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/follow-controls-[\w-]+\.js$/, async (held) => {
      await released;
      await held.continue();
    });
    const runsRead = page.waitForResponse((answer) => answer.url().endsWith("/first-night-survival/runs"));
    await page.goto("/checklist/first-night-survival");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await runsRead;
    await page.waitForTimeout(100);
    release();
    await expect(page.getByRole("button", { name: /^Follow · / })).toBeVisible();
    const shift = await layoutShiftSoFar(page);
    expect(shift).toBeLessThanOrEqual(0.01);
  });

  test("a hydrated Explore page answers its controls", { tag: "@phone" }, async ({ page, isMobile }) => {
    await page.goto("/checklists", { waitUntil: "networkidle" });
    if (isMobile) {
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
      await page.getByLabel("Sort by").selectOption({ label: "Newest" });
    } else {
      await page.getByLabel("Sort by").selectOption({ label: "Newest" });
    }
    await expect(page).toHaveURL(/sort=newest/);
  });
});

test("the offline shell opened at its own address leads to the landing page", async ({ page }) => {
  await page.goto("/app-shell");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discover, track and share your Minecraft progress",
  );
});

// decisions/017: the renderer carries React built for production, whatever NODE_ENV the server
// runs with (unset in local mode): nothing in it chooses a library's build when it starts.
test("the server renders with React's production build, also in local mode", () => {
  const folder = "dist-ssr";
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  const code = files.map((file) => readFileSync(path.join(folder, file), "utf8")).join("\n");
  expect(code).not.toContain("process.env.NODE_ENV");
  expect(code).not.toMatch(/from\s*["'](react|react-dom)(\/[\w.-]+)?["']/);
  expect(code).toContain("renderToPipeableStream");
});
