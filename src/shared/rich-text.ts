/**
 * D51: a step's description is a small Markdown subset, read by markdown-it (never a parser of
 * our own) into plain blocks of text runs. The server renders every description this way and
 * sends the blocks; the page (server-rendered and in the browser alike) draws them with one
 * component, web/components/rich-text.tsx, so the parser never ships to the browser
 * (docs/decisions/035). Nothing here produces HTML: a run's text is text, whatever it holds.
 */
import MarkdownIt, { type Token } from "markdown-it";
import type { RichBlock, RichInline } from "./contracts/checklists.ts";
import { safeHref } from "./rules/safe-href.ts";

// "zero" turns every rule off; only the subset's are turned back on. No HTML, no images,
// headings, quotes, code blocks or tables: such text stays text.
const markdown = new MarkdownIt("zero", { html: false, breaks: true, linkify: false }).enable([
  "list",
  "emphasis",
  "backticks",
  "link",
  "autolink",
  "escape",
  "entity",
  "newline",
]);
// A link to anything but https is not a link: its Markdown stays as text.
markdown.validateLink = (url) => safeHref(url) !== null;

function sameMarks(a: RichInline, b: RichInline): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.code === b.code && a.href === b.href;
}

/** The runs of one inline token's children, neighbours with the same marks joined. */
function inlineRuns(tokens: Token[]): RichInline[] {
  const runs: RichInline[] = [];
  let bold = 0;
  let italic = 0;
  let href: string | null = null;
  const push = (text: string, code = false) => {
    if (text === "") return;
    const run: RichInline = { text };
    if (bold > 0) run.bold = true;
    if (italic > 0) run.italic = true;
    if (code) run.code = true;
    if (href) run.href = href;
    const last = runs.at(-1);
    if (last && sameMarks(last, run)) last.text += text;
    else runs.push(run);
  };
  for (const token of tokens) {
    switch (token.type) {
      case "strong_open":
        bold++;
        break;
      case "strong_close":
        bold--;
        break;
      case "em_open":
        italic++;
        break;
      case "em_close":
        italic--;
        break;
      case "link_open":
        href = safeHref(String(token.attrGet("href") ?? ""));
        break;
      case "link_close":
        href = null;
        break;
      case "softbreak":
      case "hardbreak":
        push("\n");
        break;
      case "code_inline":
        push(token.content, true);
        break;
      default:
        push(token.content);
    }
  }
  return runs;
}

/** A description as blocks: paragraphs and lists (one level: a nested list's items join its parent). */
export function renderRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let list: Extract<RichBlock, { kind: "list" }> | null = null;
  let depth = 0;
  for (const token of markdown.parse(source, {})) {
    switch (token.type) {
      case "bullet_list_open":
      case "ordered_list_open":
        if (depth++ === 0) {
          const ordered = token.type === "ordered_list_open";
          list = { kind: "list", ordered, start: Number(token.attrGet("start") ?? 1), items: [] };
          blocks.push(list);
        }
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        if (--depth === 0) list = null;
        break;
      case "list_item_open":
        list?.items.push([]);
        break;
      case "inline": {
        const runs = inlineRuns(token.children ?? []);
        const item = list?.items.at(-1);
        if (!item) blocks.push({ kind: "paragraph", text: runs });
        else {
          // A second paragraph in one item starts on a line of its own.
          if (item.length > 0) item.push({ text: "\n" });
          item.push(...runs);
        }
        break;
      }
    }
  }
  return blocks;
}
