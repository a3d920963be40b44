import { describe, expect, it } from "vitest";
import { renderRichText } from "./rich-text.ts";

const paragraph = (source: string) => {
  const blocks = renderRichText(source);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.kind !== "paragraph") throw new Error(`not one paragraph: ${JSON.stringify(blocks)}`);
  return block.text;
};

/** Every href anywhere in the blocks. */
const hrefs = (source: string) => JSON.stringify(renderRichText(source)).match(/"href":"[^"]*"/g) ?? [];

describe("the Markdown subset of step descriptions (D51)", () => {
  it("reads bold, italic and inline code", () => {
    expect(paragraph("Use **two** *blaze* rods and `/give`")).toEqual([
      { text: "Use " },
      { text: "two", bold: true },
      { text: " " },
      { text: "blaze", italic: true },
      { text: " rods and " },
      { text: "/give", code: true },
    ]);
  });

  it("reads paragraphs and keeps a single line break", () => {
    expect(renderRichText("First line\nsecond line\n\nNext paragraph")).toEqual([
      { kind: "paragraph", text: [{ text: "First line\nsecond line" }] },
      { kind: "paragraph", text: [{ text: "Next paragraph" }] },
    ]);
  });

  it("reads bullet and numbered lists, a numbered one from its first number", () => {
    expect(renderRichText("- iron\n- **gold**")).toEqual([
      { kind: "list", ordered: false, start: 1, items: [[{ text: "iron" }], [{ text: "gold", bold: true }]] },
    ]);
    expect(renderRichText("3. three\n4. four")).toEqual([
      { kind: "list", ordered: true, start: 3, items: [[{ text: "three" }], [{ text: "four" }]] },
    ]);
  });

  it("flattens a nested list into its parent", () => {
    expect(renderRichText("- a\n  - b\n- c")).toEqual([
      { kind: "list", ordered: false, start: 1, items: [[{ text: "a" }], [{ text: "b" }], [{ text: "c" }]] },
    ]);
  });

  it("makes https links, bold text inside them included", () => {
    expect(paragraph("See [the **wiki**](https://minecraft.wiki/w/Blaze)")).toEqual([
      { text: "See " },
      { text: "the ", href: "https://minecraft.wiki/w/Blaze" },
      { text: "wiki", bold: true, href: "https://minecraft.wiki/w/Blaze" },
    ]);
    expect(hrefs("<https://minecraft.wiki>")).toEqual(['"href":"https://minecraft.wiki"']);
  });

  it.each([
    "[x](http://example.com)",
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](vbscript:msgbox(1))",
    "[x](//evil.example/path)",
    "[x](/relative)",
    "<javascript:alert(1)>",
    "<http://example.com>",
  ])("leaves %j as text, never a link", (source) => {
    expect(hrefs(source)).toEqual([]);
    expect(paragraph(source)).toEqual([{ text: source }]);
  });

  it.each([
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    ['<img src=x onerror="alert(1)">', '<img src=x onerror="alert(1)">'],
    ["<b>bold?</b>", "<b>bold?</b>"],
    ["&lt;script&gt;", "<script>"],
    ["# Not a heading", "# Not a heading"],
    ["> not a quote", "> not a quote"],
  ])("keeps HTML, entities and other Markdown as plain text: %j", (source, text) => {
    expect(paragraph(source)).toEqual([{ text }]);
  });

  it("shows no image: its alt text becomes at most an https link", () => {
    expect(JSON.stringify(renderRichText("![x](https://example.com/a.png)"))).not.toContain("img");
    expect(hrefs("![x](javascript:alert(1))")).toEqual([]);
  });

  it("reads plain text the way it read before D51", () => {
    expect(renderRichText("Mine iron ore and smelt it.")).toEqual([
      { kind: "paragraph", text: [{ text: "Mine iron ore and smelt it." }] },
    ]);
    expect(renderRichText("")).toEqual([]);
  });
});
