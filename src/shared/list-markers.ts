/**
 * How a line of a list starts, as Markdown and notes apps write it (issue 35, docs/product.md
 * 'Fourth review'): a bullet ('-', '*', '+', '•', '◦', '▪', '▫', '‣', '●', '○', '–', '—'), a number
 * ('1.' or '1)'), or a box alone (Google Keep's '☐' and '☑'). After a bullet or number an
 * item's text may start with a box: '[ ]' or '☐', or a done mark ('[x]', '☑', '☒', '✓', '✔', '✅').
 * Done marks are read as boxes and dropped: a checklist has no ticks of its own (D53). One
 * reading for the Markdown import (checklist-markdown-reader.ts), the export's escaping
 * (checklist-markdown.ts) and text pasted into a step row.
 */
const BULLET = "[-*+•◦▪▫‣●○–—]|\\d{1,9}[.)]";
const BOX = "\\[[ xX]\\]|[☐☑☒□✓✔✅]";

/** A list item's line: its marker, then its text (group 1). */
export const LIST_ITEM = new RegExp(`^(?:${BULLET}|${BOX})(?:[ \\t]+(.*))?$`, "u");
/** A box at the start of an item's text, then the rest (group 1). */
const ITEM_BOX = new RegExp(`^(?:${BOX})(?:[ \\t]+(.*))?$`, "u");
/** A line that would read as a list item: the export escapes it when it is free text. */
export const STARTS_AS_ITEM = new RegExp(`^(?:${BULLET}|${BOX})(?:[ \\t]|$)`, "u");

/** The text of a list item's line without its marker and box; null when the line is no item. */
export function listItemText(line: string): string | null {
  const item = LIST_ITEM.exec(line);
  if (!item) return null;
  const text = (item[1] ?? "").trim();
  const box = ITEM_BOX.exec(text);
  return (box ? (box[1] ?? "") : text).trim();
}

/** A line as a step's title: trimmed, without the list marker it may start with. */
export const withoutListMarker = (line: string): string => listItemText(line.trim()) ?? line.trim();

/**
 * Lines of text as step titles, one per line (D54, pasted into a step row): list markers and
 * blank lines dropped.
 */
export function listLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(withoutListMarker)
    .filter((line) => line !== "");
}
