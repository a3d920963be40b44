import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { milestoneLines } from "#server/features/discord/milestones.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { quickPerson } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { readChecklistMarkdown } from "#shared/checklist-markdown-reader.ts";
import { worldImportSentence } from "#shared/contracts/world-imports.ts";
import { CHECKLIST_NOT_FOUND } from "#shared/errors.ts";
import { declaredMessages, inLanguage } from "#shared/i18n/message.ts";
import { LITEMATICA_MESSAGES } from "#shared/litematica.ts";
import { CHECKLIST_FIELD_MESSAGES } from "#shared/rules/checklist-fields.ts";
import { countWithStacks } from "#shared/rules/stacks.ts";
import { changedStepsNotice } from "#shared/rules/step-changes.ts";
import { stepLinkLabel } from "#shared/rules/step-link-label.ts";
import { CONNECTION_MESSAGES } from "#shared/sign-in-providers.ts";
import { distanceText } from "#shared/where-was-that.ts";
import { i18nFor } from "./catalogs.ts";

const SHARED = path.resolve(import.meta.dirname, "..", "..", "shared");

/** Every module of src/shared, so each declares its words. */
async function loadShared() {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  for (const file of walk(SHARED)) await import(file);
}

/** Issue 38, docs/decisions/061: the server's and src/shared's words in the reader's language. */
describe("the server's words", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false" });
    await loadShared();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("renders every declared English text from the en catalog exactly as the code writes it", () => {
    // The messages made with a reader's input, once each.
    CONNECTION_MESSAGES.identityTaken("Google");
    CONNECTION_MESSAGES.linked("Discord");
    LITEMATICA_MESSAGES.overLimit(3, "Stone");
    CHECKLIST_FIELD_MESSAGES.unknownItem("minecraft:nothing", "1.21.4");
    worldImportSentence({
      dataVersion: 4189,
      linkedSteps: 3,
      doneInWorld: 1,
      alreadyTicked: 2,
      toTick: ["a"],
    });
    worldImportSentence({ dataVersion: 4189, linkedSteps: 3, doneInWorld: 3, alreadyTicked: 0, toTick: [] });
    const reading = readChecklistMarkdown("# Title\n\n- [ ] Step\n  materials: stone");
    expect(reading.ok).toBe(false);
    for (const distance of [1, 1240]) distanceText({ distance, direction: "NE" });
    distanceText({ distance: 0, direction: null });
    changedStepsNotice(1);
    changedStepsNotice(12);
    stepLinkLabel({ kind: "statistic", name: "Mined: Diamond Ore ≥ 64" });

    const english = i18nFor("en");
    const differing = declaredMessages()
      .map(([text, message]) => ({ text, rendered: english.t(message.id, message.values), id: message.id }))
      .filter(({ text, rendered }) => text !== rendered);
    expect(declaredMessages().length).toBeGreaterThan(150);
    expect(differing).toEqual([]);
  });

  it("writes a line's problem in the reader's language too", () => {
    const reading = readChecklistMarkdown("# Title\n\n- [ ] Step\n  materials: stone");
    if (reading.ok) throw new Error("read");
    expect(inLanguage(i18nFor("de").t, reading.message)).toBe(
      "Zeile 4: das Material „stone“ ist nicht lesbar. Schreib jedes als „Gegenstand × Anzahl“, getrennt durch „;“.",
    );
  });

  it("answers an API error in the reader's language (Accept-Language, then the cookie), English as before, code unchanged", async () => {
    const missing = "/api/checklists/no-such-checklist-here";
    const english = await fetch(`${t.url}${missing}`);
    expect(english.status).toBe(404);
    expect(await english.text()).toBe(
      JSON.stringify({ error: { code: "checklist_missing", message: CHECKLIST_NOT_FOUND } }),
    );

    const brazilian = await fetch(`${t.url}${missing}`, { headers: { "accept-language": "pt-BR,pt;q=0.9" } });
    expect(await brazilian.json()).toEqual({
      error: { code: "checklist_missing", message: "Lista não encontrada" },
    });

    // The device's choice outranks the browser's languages (D64).
    const chosen = await fetch(`${t.url}${missing}`, {
      headers: { "accept-language": "pt-BR", cookie: "checkcraft_lang=de" },
    });
    expect(await chosen.json()).toEqual({
      error: { code: "checklist_missing", message: "Checkliste nicht gefunden" },
    });

    const malformed = await fetch(`${t.url}${missing}`, { headers: { "accept-language": ";;q=x,,@" } });
    expect((await malformed.json()).error.message).toBe("Checklist not found");
  });

  it("names the field at fault in the reader's language: our rules, unknown fields and zod's own words", async () => {
    const author = await quickPerson(t, "Sprachen Autorin");
    const send = (json: unknown, language: string) =>
      author.request("/api/checklists", { method: "POST", json, headers: { "accept-language": language } });

    const unknown = await send({ ...checklistInput(), nonsense: 1 }, "fr-FR,fr;q=0.8");
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error).toMatchObject({
      code: "validation_failed",
      field: "nonsense",
      message: "Champ inconnu «\u00a0nonsense\u00a0».",
    });

    const untitled = await send(checklistInput({ title: " " }), "es");
    expect((await untitled.json()).error).toMatchObject({
      field: "title",
      message: "El título es obligatorio.",
    });
    const englishUntitled = await send(checklistInput({ title: " " }), "en");
    expect((await englishUntitled.json()).error).toMatchObject({
      field: "title",
      message: "Title is required.",
    });

    // A rule without our words (a number sent as the title) reads in zod's translation.
    const wrongType = await send({ ...checklistInput(), title: 5 }, "de");
    const { error } = await wrongType.json();
    expect(error.field).toBe("title");
    expect(error.message).toMatch(/Ungültige Eingabe/);
  });

  it("words a run's Discord post in its owner's language, English's as before", () => {
    const milestones = [
      { kind: "section" as const, id: "s", title: "The Nether" },
      { kind: "percent" as const, percent: 50 },
      { kind: "member" as const, handle: "alex" },
    ];
    expect(milestoneLines({ done: 6, total: 12 }, milestones)).toEqual([
      "✅ Section finished: The Nether",
      "🎯 50 % done (6 of 12 steps)",
      "👋 alex joined the run",
    ]);
    expect(milestoneLines({ done: 6, total: 12, ownerLocale: "pt-BR" }, milestones)).toEqual([
      "✅ Seção concluída: The Nether",
      "🎯 50 % concluído (6 de 12 passos)",
      "👋 alex entrou na partida",
    ]);
  });

  it("counts stacks and shulker boxes in the reader's words, English's as the shared default", () => {
    const english = i18nFor("en").t;
    for (const [count, size] of [
      [20, 16],
      [64, 16],
      [3_456, 64],
      [2_000, 64],
      [3, 1],
      [1_728, 64],
    ] as const) {
      expect(countWithStacks(count, size, english)).toBe(countWithStacks(count, size));
    }
    expect(countWithStacks(2_000, 64, i18nFor("de").t)).toBe("2.000 = 1 Shulkerkiste + 4 Stacks + 16");
  });

  it("refuses a guest in their language", async () => {
    const guest = new BrowserClient(t.url);
    const refused = await guest.request("/api/me", { headers: { "accept-language": "es-MX" } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: "unauthenticated", message: "Inicia sesión primero." },
    });
  });
});
