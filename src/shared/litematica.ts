/**
 * D60: Litematica's "Material List" export, read in the browser before anything changes. Its text
 * file is a table drawn with '|' and '+---' borders, its CSV file the same columns quoted:
 * Item, Total, Missing, Available. A row's item is its English name (the form maps it to a game
 * item of the guide's version); its count is the Total, what the build needs. Plain code
 * without zod, so only the dialog that reads it loads it.
 */
import { english } from "./i18n/message.ts";
import { LIMITS } from "./limits.ts";

export interface LitematicaRow {
  /** The item's English name as Litematica wrote it: 'Oak Planks'. */
  name: string;
  /** Its Total: how many the whole build needs. */
  count: number;
}

export type LitematicaReading = { ok: true; rows: LitematicaRow[] } | { ok: false; message: string };

/** The longest text read: a list of every item of the game is far shorter. */
export const LITEMATICA_TEXT_MAX = 200_000;
/** The most rows a list may have: more than the game has items. */
export const LITEMATICA_ROWS_MAX = 500;

const number = (n: number) => n.toLocaleString("en-US");

export const LITEMATICA_MESSAGES = {
  empty: english(
    "validation.litematicaEmpty",
    "Paste the material list Litematica exported, or choose its file.",
  ),
  tooLong: english(
    "validation.litematicaTooLong",
    `This is too long to be a material list (at most ${number(LITEMATICA_TEXT_MAX)} characters).`,
    { max: LITEMATICA_TEXT_MAX },
  ),
  noHeader: english(
    "validation.litematicaNoHeader",
    "This is not a Litematica material list: it needs the header row 'Item', 'Total' (Material List, Export to file).",
  ),
  noRows: english("validation.litematicaNoRows", "The material list has no items."),
  tooManyRows: english(
    "validation.litematicaTooManyRows",
    `A material list can have at most ${number(LITEMATICA_ROWS_MAX)} items.`,
    { max: LITEMATICA_ROWS_MAX },
  ),
  badCount: (line: number, name: string) =>
    english(
      "validation.litematicaBadCount",
      `Line ${line}: the Total of '${name}' is not a whole number.`,
      { line, name },
      true,
    ),
  overLimit: (line: number, name: string) =>
    english(
      "validation.litematicaOverLimit",
      `Line ${line}: '${name}' counts more than a material can (${number(LIMITS.materialCount)}).`,
      { line, name, max: LIMITS.materialCount },
      true,
    ),
  noName: (line: number) =>
    english("validation.litematicaNoName", `Line ${line}: the row has no item name.`, { line }, true),
  nameTooLong: (line: number) =>
    english(
      "validation.litematicaNameTooLong",
      `Line ${line}: the item name is longer than ${LIMITS.materialItemId} characters.`,
      { line, max: LIMITS.materialItemId },
      true,
    ),
} as const;

/** A table row's cells: '| Oak Planks | 320 | 320 | 0 |' → ['Oak Planks', '320', '320', '0']. */
function tableCells(line: string): string[] | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith("|")) return null;
  const inner = trimmed.endsWith("|") && trimmed.length > 1 ? trimmed.slice(1, -1) : trimmed.slice(1);
  return inner.split("|").map((cell) => cell.trim());
}

/** A CSV line's fields, with "quoted" fields, doubled quotes inside them and commas within. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** The header row: where its Item and Total columns are, or null when it is not the header. */
function headerColumns(cells: string[]): { item: number; total: number } | null {
  const names = cells.map((cell) => cell.toLowerCase());
  const item = names.indexOf("item");
  const total = names.indexOf("total");
  return item === -1 || total === -1 ? null : { item, total };
}

/** '320', ' 1024 ', '1,024' (a table may group thousands), else null. */
function wholeNumber(text: string, csv: boolean): number | null {
  const plain = csv ? text.replace(/\s/g, "") : text.replace(/[\s,]/g, "");
  return /^\d{1,12}$/.test(plain) ? Number(plain) : null;
}

/**
 * The rows of a Litematica material list (text table or CSV), each item once (a name listed
 * twice is added up), in the list's order; rows whose Total is 0 are left out. Lines before the
 * header (the title) and borders are passed over. A reason naming the line when it cannot be read.
 */
export function readLitematicaList(text: string): LitematicaReading {
  if (!text.trim()) return { ok: false, message: LITEMATICA_MESSAGES.empty };
  if (text.length > LITEMATICA_TEXT_MAX) return { ok: false, message: LITEMATICA_MESSAGES.tooLong };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  let columns: { item: number; total: number } | null = null;
  let csv = false;
  const totals = new Map<string, LitematicaRow>();
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (!line.trim() || /^\s*\+[-+=\s]*$/.test(line)) continue;
    const table = tableCells(line);
    if (!columns) {
      // The header is the first row naming Item and Total; a title above it is passed over.
      const cells = table ?? csvCells(line);
      columns = headerColumns(cells);
      csv = table === null;
      continue;
    }
    const cells = csv ? csvCells(line) : table;
    // A table's lines outside its rows (a note under it) are passed over.
    if (!cells) continue;
    const name = (cells[columns.item] ?? "").replace(/\s+/g, " ").trim();
    const totalText = cells[columns.total] ?? "";
    if (!name && !totalText) continue;
    if (!name) return { ok: false, message: LITEMATICA_MESSAGES.noName(number) };
    if (name.length > LIMITS.materialItemId)
      return { ok: false, message: LITEMATICA_MESSAGES.nameTooLong(number) };
    const count = wholeNumber(totalText, csv);
    if (count === null) return { ok: false, message: LITEMATICA_MESSAGES.badCount(number, name) };
    if (count === 0) continue;
    const key = name.toLowerCase();
    const before = totals.get(key);
    const sum = (before?.count ?? 0) + count;
    if (sum > LIMITS.materialCount)
      return { ok: false, message: LITEMATICA_MESSAGES.overLimit(number, name) };
    totals.set(key, { name: before?.name ?? name, count: sum });
    if (totals.size > LITEMATICA_ROWS_MAX) return { ok: false, message: LITEMATICA_MESSAGES.tooManyRows };
  }
  if (!columns) return { ok: false, message: LITEMATICA_MESSAGES.noHeader };
  if (totals.size === 0) return { ok: false, message: LITEMATICA_MESSAGES.noRows };
  return { ok: true, rows: [...totals.values()] };
}
