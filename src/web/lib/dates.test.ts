import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { absoluteDate, DATE_FORMAT, formatDate, relativeDate } from "./dates.ts";
import { dayOf } from "./day-of.ts";

const now = new Date("2026-11-26T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("one date format (issue 23)", () => {
  it("is relative under a week, in the reader's locale", () => {
    expect(formatDate(ago(5_000), { now, locale: "en" })).toBe("5 seconds ago");
    expect(formatDate(ago(3 * MINUTE), { now, locale: "en" })).toBe("3 minutes ago");
    expect(formatDate(ago(5 * 60 * MINUTE), { now, locale: "en" })).toBe("5 hours ago");
    expect(formatDate(ago(DAY), { now, locale: "en" })).toBe("yesterday");
    expect(formatDate(ago(3 * DAY), { now, locale: "en" })).toBe("3 days ago");
    expect(formatDate(ago(3 * DAY), { now, locale: "de" })).toBe("vor 3 Tagen");
    expect(formatDate(ago(6 * DAY + 23 * 60 * MINUTE), { now, locale: "en" })).toBe("6 days ago");
  });

  it("is the date itself from a week on, in the reader's locale", () => {
    const old = ago(7 * DAY);
    expect(formatDate(old, { now, locale: "en-GB", timeZone: "UTC" })).toBe("19 Nov 2026");
    expect(formatDate(old, { now, locale: "en-US", timeZone: "UTC" })).toBe("Nov 19, 2026");
    expect(formatDate(old, { now, locale: "de-DE", timeZone: "UTC" })).toBe("19.11.2026");
  });

  it("reads a moment a little in the future as now, and without a 'now' gives the date", () => {
    expect(relativeDate(new Date(now.getTime() + 4_000), now, "en")).toBe("now");
    expect(formatDate(ago(MINUTE), { locale: "en-GB", timeZone: "UTC" })).toBe(
      absoluteDate(new Date(ago(MINUTE)), { locale: "en-GB", timeZone: "UTC" }),
    );
  });

  it("has one form on every page, the server's and the browser's alike (issue 35)", () => {
    expect(formatDate("2026-11-27T23:30:00Z", DATE_FORMAT)).toBe("27 Nov 2026");
    expect(formatDate(ago(5_000), DATE_FORMAT)).toBe("26 Nov 2026");
    expect(dayOf("2025-06-05")).toBe("5 Jun 2025");
  });

  it("is the only way a page writes a date: no month spelled out by hand in src/web (issue 35)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const months =
      /\b(January|February|March|April|June|July|August|September|October|November|December) \d|\d (January|February|March|April|June|July|August|September|October|November|December)\b/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (
          /\.tsx?$/.test(name) &&
          !/\.test\.tsx?$/.test(name) &&
          months.test(readFileSync(file, "utf8"))
        )
          offenders.push(path.relative(root, file));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });

  it("is the only way a page formats a date: nothing else in src/web calls toLocale… or Intl's date formats", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.endsWith("lib/dates.ts")) {
          const text = readFileSync(file, "utf8");
          if (
            /toLocale(Date|Time)String\(|Date\([^)]*\)\.toLocaleString\(|Intl\.(DateTimeFormat|RelativeTimeFormat)/.test(
              text,
            )
          )
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
