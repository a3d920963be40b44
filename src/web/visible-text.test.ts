import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 38: every word the interface shows comes from the catalogs (lib/i18n.tsx). This reads
 * each component as TypeScript does and fails on text written into it: JSX text, a string in
 * `{…}` between tags, and the attributes people read (labels, titles, placeholders, alt texts).
 * Symbols, numbers and punctuation alone are not words.
 */
const WEB = import.meta.dirname;
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
]);
const WORD = /\p{L}{2,}/u;

/** Files not yet through the catalogs; each leaves this list as it is translated, and it ends empty. */
const NOT_YET_TRANSLATED = new Set<string>(
  JSON.parse(readFileSync(path.join(WEB, "not-yet-translated.json"), "utf8")),
);

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

function writtenText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const at = (node: ts.Node) => `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      ts.isJsxElement(node.parent)
    )
      if (WORD.test(node.expression.text)) found.push(`${at(node)}: ${node.expression.text}`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) &&
            node.initializer.expression &&
            ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : null;
      if (value && WORD.test(value.text))
        found.push(`${at(node)}: ${node.name.getText(source)}="${value.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("visible text comes from the catalogs (issue 38)", () => {
  const files = components(WEB).map((file) => path.relative(WEB, file));

  it.each(files.filter((file) => !NOT_YET_TRANSLATED.has(file)))("%s writes no words of its own", (file) => {
    expect(writtenText(path.join(WEB, file))).toEqual([]);
  });

  it("lists only files that exist and still write words", () => {
    const stale = [...NOT_YET_TRANSLATED].filter(
      (file) => !files.includes(file) || writtenText(path.join(WEB, file)).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
