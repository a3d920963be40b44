import { expect, test } from "./fixtures.ts";

/** Issue 15 (D31), its first part: the site declares itself as an installable app. */
test("the page links a web app manifest whose icons load at their declared sizes", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href ?? "");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Checkcraft",
    short_name: "Checkcraft",
    start_url: "/",
    display: "standalone",
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  const purposes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe(icon.type);
    const bytes = await image.body();
    // A PNG's width and height are the big-endian words at bytes 16 and 20.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    purposes.push(icon.purpose ?? "any");
  }
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  expect(purposes).toContain("maskable");
  // The browser frame's colour, for the light and the dark theme.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(
    1,
  );
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await page.request.get(touch ?? "")).status()).toBe(200);
});
