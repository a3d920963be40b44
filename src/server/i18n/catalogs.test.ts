import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#shared/i18n/locales.ts";
import { CATALOGS_FOLDER, catalogFor, i18nFor, PSEUDO_LOCALE, readSourceMessages } from "./catalogs.ts";

const SRC = path.resolve(import.meta.dirname, "..", "..");
const english = readSourceMessages("en");

/** Every string literal of the code that looks like a message id (`"explore.heading"`). */
function idsInCode(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(full, "utf8").matchAll(
          /["'`]([a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+)["'`]/g,
        )) {
          if (match[1]) ids.add(match[1]);
        }
      }
    }
  };
  walk(SRC);
  return ids;
}

/** A message's arguments and tags, which a translation must keep (`{count}`, `<link>`). */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?([a-z][a-z0-9]*)>/gi)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe("the interface's catalogs (issue 38)", () => {
  it("has a folder for each language and no other", () => {
    expect(
      readdirSync(CATALOGS_FOLDER)
        .filter((name) => !name.endsWith(".md"))
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)("%s has exactly English's messages: none missing, none extra", (locale) => {
    const keys = Object.keys(readSourceMessages(locale)).sort();
    const expected = Object.keys(english).sort();
    expect({
      missing: expected.filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !expected.includes(k)),
    }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(LOCALES)("every %s message parses as ICU and keeps English's arguments and tags", (locale) => {
    const wrong: string[] = [];
    for (const [id, message] of Object.entries(readSourceMessages(locale))) {
      try {
        compileMessageOrThrow(message);
      } catch (error) {
        wrong.push(`${id}: ${(error as Error).message.split("\n")[0]}`);
        continue;
      }
      const source = english[id];
      if (source !== undefined && placeholders(message).join() !== placeholders(source).join()) {
        wrong.push(`${id}: ${placeholders(message).join()} ≠ English's ${placeholders(source).join()}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("uses every message, and every message the code names exists", () => {
    const used = idsInCode();
    const areas = new Set(Object.keys(english).map((id) => id.split(".")[0]));
    const unknown = [...used].filter((id) => areas.has(id.split(".")[0]) && !(id in english));
    const unused = Object.keys(english).filter((id) => !used.has(id));
    expect({ unknown, unused }).toEqual({ unknown: [], unused: [] });
  });

  it("formats plurals and numbers by the language's rules", () => {
    expect(i18nFor("en").t("layout.disclaimer", { siteName: "Checkcraft" })).toMatch(
      /^Checkcraft is an unofficial/,
    );
    expect(i18nFor("de").t("layout.signIn")).toBe("Anmelden");
  });

  it("pseudo-localises English about 40 % longer, keeping arguments", () => {
    const pseudo = i18nFor(PSEUDO_LOCALE).t("layout.disclaimer", { siteName: "Checkcraft" });
    const plain = i18nFor("en").t("layout.disclaimer", { siteName: "Checkcraft" });
    expect(pseudo).toContain("Checkcraft");
    expect(pseudo).not.toContain("unofficial");
    expect(pseudo.length / plain.length).toBeGreaterThan(1.3);
  });

  it("names each catalog part by its content", () => {
    expect(catalogFor("pt-BR").app.path).toMatch(/^\/i18n\/pt-BR\.[0-9a-f]{10}\.json$/);
    expect(catalogFor("pt-BR").app.path).not.toBe(catalogFor("de").app.path);
    expect(catalogFor("pt-BR").parts.pages.path).not.toBe(catalogFor("pt-BR").app.path);
  });

  it.each(LOCALES)("keeps each part of %s within 20 KB gzip (issue 38)", (locale) => {
    const { app, parts } = catalogFor(locale);
    for (const file of [app, ...Object.values(parts)])
      expect(gzipSync(file.json).length).toBeLessThanOrEqual(20 * 1024);
    expect(Object.keys(JSON.parse(parts.pages.json)).every((id) => id.startsWith("staticPages."))).toBe(true);
    expect(Object.keys(JSON.parse(app.json)).some((id) => id.startsWith("editor."))).toBe(false);
  });
});
