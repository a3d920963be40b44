import { describe, expect, it } from "vitest";
import { LITEMATICA_MESSAGES, readLitematicaList } from "./litematica.ts";

const TABLE = `+-------------------+-------+---------+-----------+
| Item              | Total | Missing | Available |
+-------------------+-------+---------+-----------+
| Oak Planks        |   320 |     320 |         0 |
| Stone Bricks      |  1024 |    1024 |         0 |
+-------------------+-------+---------+-----------+
`;

describe("Litematica's material list (D60)", () => {
  it("reads the text table's rows: each item's name and its Total", () => {
    expect(readLitematicaList(TABLE)).toEqual({
      ok: true,
      rows: [
        { name: "Oak Planks", count: 320 },
        { name: "Stone Bricks", count: 1024 },
      ],
    });
  });

  it("passes over the title above the header, blank lines, Windows line ends and a byte-order mark", () => {
    const text = `\uFEFF+------------------------------------------------+\r
| Material List for placement 'Andesite farm'    |\r
+-------------------+-------+---------+-----------+\r
| Item              | Total | Missing | Available |\r
+-------------------+-------+---------+-----------+\r
| Andesite          | 2,000 |     100 |      1900 |\r
\r
| Redstone Dust     |    12 |       0 |        12 |\r
| Chest             |     0 |       0 |         0 |\r
+-------------------+-------+---------+-----------+\r
`;
    expect(readLitematicaList(text)).toEqual({
      ok: true,
      rows: [
        { name: "Andesite", count: 2000 },
        { name: "Redstone Dust", count: 12 },
      ],
    });
  });

  it("reads the CSV variant, quotes and commas within them included", () => {
    const csv = `"Item","Total","Missing","Available"
"Oak Planks","320","320","0"
"Pottery Sherd, Angler",3,3,0
"Stone Bricks",1024,1024,0
`;
    expect(readLitematicaList(csv)).toEqual({
      ok: true,
      rows: [
        { name: "Oak Planks", count: 320 },
        { name: "Pottery Sherd, Angler", count: 3 },
        { name: "Stone Bricks", count: 1024 },
      ],
    });
  });

  it("adds up an item listed twice, whatever its case", () => {
    const text = `| Item | Total |\n| Oak Log | 10 |\n| oak log | 5 |\n`;
    expect(readLitematicaList(text)).toEqual({ ok: true, rows: [{ name: "Oak Log", count: 15 }] });
  });

  it("says what is wrong with anything else, naming the line", () => {
    expect(readLitematicaList("  \n")).toEqual({ ok: false, message: LITEMATICA_MESSAGES.empty });
    expect(readLitematicaList("- [ ] A Markdown step")).toEqual({
      ok: false,
      message: LITEMATICA_MESSAGES.noHeader,
    });
    expect(readLitematicaList("| Item | Total |\n+---+---+\n")).toEqual({
      ok: false,
      message: LITEMATICA_MESSAGES.noRows,
    });
    expect(readLitematicaList("| Item | Total |\n| Oak Log | lots |\n")).toEqual({
      ok: false,
      message: "Line 2: the Total of 'Oak Log' is not a whole number.",
    });
    expect(readLitematicaList("| Item | Total |\n| Oak Log | -5 |\n")).toMatchObject({ ok: false });
    expect(readLitematicaList("| Item | Total |\n|  | 5 |\n")).toEqual({
      ok: false,
      message: "Line 2: the row has no item name.",
    });
    expect(readLitematicaList("| Item | Total |\n| Stone | 100001 |\n")).toEqual({
      ok: false,
      message: "Line 2: 'Stone' counts more than a material can (100,000).",
    });
    expect(readLitematicaList(`| Item | Total |\n| ${"x".repeat(81)} | 5 |\n`)).toEqual({
      ok: false,
      message: "Line 2: the item name is longer than 80 characters.",
    });
    expect(readLitematicaList("x".repeat(200_001))).toEqual({
      ok: false,
      message: LITEMATICA_MESSAGES.tooLong,
    });
  });
});
