import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("source rules", () => {
  /**
   * String.replace expands "$&", "$'" and "$`" in a string replacement, so a replacement that
   * can carry user text must be a function (or the text joined around a split). Only literal
   * strings and functions may stand as the replacement.
   */
  it("never passes a variable as String.replace's replacement", () => {
    const offenders: string[] = [];
    const call =
      /\.replace(?:All)?\(\s*(?:\/(?:\\.|[^/\n])+\/[a-z]*|"[^"\n]*"|'[^'\n]*'|`[^`\n]*`|[\w.[\]]+)\s*,\s*([^)\s][^,)]*)/g;
    for (const file of sourceFiles(ROOT)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(call)) {
        const replacement = (match[1] ?? "").trim();
        const literal = /^(["'])[^"'$]*\1$/.test(replacement) || /^`[^`$]*`$/.test(replacement);
        const fn = /^(\(|\w+\s*=>|function\b)/.test(replacement);
        const escapeOfMatch = /^"\\\\\$&"$/.test(replacement) || replacement === '"\\\\$&"';
        if (!literal && !fn && !escapeOfMatch) offenders.push(`${path.relative(ROOT, file)}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  /**
   * The browser decides by an error's code (and `field`), never by its words, which may change
   * (issue 29): no comparison, search or cutting of a message in src/web.
   */
  it("never reads an error's message text in the browser", () => {
    const reads = [
      /\bmessage\s*(?:===|!==|==|!=)/,
      /(?:===|!==|==|!=)\s*[\w.?]*\bmessage\b/,
      /\bmessage\??\.(?:replace|replaceAll|match|matchAll|startsWith|endsWith|includes|split|slice|substring|indexOf|search|toLowerCase|toUpperCase|trim|length)\b/,
      /\.test\(\s*[\w.?]*\bmessage\s*\)/,
      /_NOT_FOUND\b/,
    ];
    /** Lines that read other words: the browser's own loading failure, a kept notice's text. */
    const notApiErrors = [
      "web/app/layout/route-error.tsx: const chunkFailed",
      "web/features/offline/queue-storage.ts: update<string[]>(NOTICES",
    ];
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, "web"))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          const where = `${path.relative(ROOT, file)}: ${line.trim()}`;
          if (notApiErrors.some((allowed) => where.startsWith(allowed))) return;
          if (reads.some((read) => read.test(line))) offenders.push(where.replace(":", `:${index + 1}:`));
        });
    }
    expect(offenders).toEqual([]);
  });

  /** D26: one h1 per page, always PageHeading's, so every page's heading looks and wraps alike. */
  it("writes a page's h1 only through PageHeading", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, "web"))) {
      if (file.endsWith(path.join("components", "page-heading.tsx"))) continue;
      if (/<h1[\s>]/.test(readFileSync(file, "utf8"))) offenders.push(path.relative(ROOT, file));
    }
    expect(offenders).toEqual([]);
  });
});
