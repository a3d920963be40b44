import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { CATALOG_PART_NAMES, type CatalogPart, partOfArea } from "#shared/i18n/catalog-parts.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { pseudoText } from "#shared/i18n/pseudo.ts";

/**
 * The interface's catalogs (issue 38, docs/decisions/059): src/shared/i18n/catalogs/<locale>/<area>.json,
 * each a flat object of ICU messages; a message's id is `<area>.<key>`. Read and compiled once
 * when the server starts, for its own rendering and for browsers, which load their language's
 * catalog alone, by an address that changes with its content (cached for a year).
 */
export const PSEUDO_LOCALE = "en-XA";
export type CatalogLocale = Locale | typeof PSEUDO_LOCALE;

export type CompiledMessages = Record<string, unknown>;

/** What the browser downloads of a language: a part of its catalog, compiled. */
export interface CatalogFile {
  json: string;
  /** Its address, with a hash of its content: `/i18n/pt-BR.3f2a9c0144.json`. */
  path: string;
}

export interface Catalog {
  locale: CatalogLocale;
  /** Every message, as the server renders with them. */
  messages: CompiledMessages;
  /** The part every page loads. */
  app: CatalogFile;
  /** The parts some pages load (src/shared/i18n/catalog-parts.ts). */
  parts: Record<CatalogPart, CatalogFile>;
}

function findCatalogsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "src", "shared", "i18n", "catalogs");
    if (existsSync(path.join(candidate, "en"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error("The catalogs folder (src/shared/i18n/catalogs) was not found above the server.");
    dir = parent;
  }
}

export const CATALOGS_FOLDER = findCatalogsFolder();

/** A locale's messages as written: `{ "explore.heading": "Explore checklists" }`. */
export function readSourceMessages(locale: Locale): Record<string, string> {
  const folder = path.join(CATALOGS_FOLDER, locale);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const area = file.slice(0, -".json".length);
    const entries = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Record<string, string>;
    for (const [key, message] of Object.entries(entries)) messages[`${area}.${key}`] = message;
  }
  return messages;
}

function fileOf(locale: CatalogLocale, messages: CompiledMessages): CatalogFile {
  const json = JSON.stringify(messages);
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
  return { json, path: `/i18n/${locale}.${hash}.json` };
}

function compile(
  locale: CatalogLocale,
  source: Record<string, string>,
  mapText?: (text: string) => string,
): Catalog {
  const messages: CompiledMessages = {};
  const app: CompiledMessages = {};
  const parts = Object.fromEntries(CATALOG_PART_NAMES.map((part) => [part, {}])) as Record<
    CatalogPart,
    CompiledMessages
  >;
  for (const [id, message] of Object.entries(source)) {
    messages[id] = compileMessageOrThrow(message, mapText);
    const part = partOfArea(id.slice(0, id.indexOf(".")));
    (part ? parts[part] : app)[id] = messages[id];
  }
  const files = Object.fromEntries(
    CATALOG_PART_NAMES.map((part) => [part, fileOf(locale, parts[part])]),
  ) as Record<CatalogPart, CatalogFile>;
  return { locale, messages, app: fileOf(locale, app), parts: files };
}

function compileAll(): Map<CatalogLocale, Catalog> {
  const catalogs = new Map<CatalogLocale, Catalog>();
  const english = readSourceMessages("en");
  for (const locale of LOCALES) {
    // A message not yet translated reads in English rather than as its id.
    catalogs.set(locale, compile(locale, { ...english, ...readSourceMessages(locale) }));
  }
  catalogs.set(PSEUDO_LOCALE, compile(PSEUDO_LOCALE, english, pseudoText));
  return catalogs;
}

let compiled: Map<CatalogLocale, Catalog> | null = null;

export function catalogFor(locale: CatalogLocale): Catalog {
  compiled ??= compileAll();
  const catalog = compiled.get(locale);
  if (!catalog) throw new Error(`No catalog for ${locale}`);
  return catalog;
}

export function catalogFileByPath(address: string): CatalogFile | undefined {
  compiled ??= compileAll();
  for (const catalog of compiled.values()) {
    for (const file of [catalog.app, ...Object.values(catalog.parts)]) if (file.path === address) return file;
  }
  return undefined;
}

const instances = new Map<CatalogLocale, I18n>();

/** The server's translator for one language, for API messages, link previews and preview images. */
export function i18nFor(locale: CatalogLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const { messages } = catalogFor(locale);
    i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
    instances.set(locale, i18n);
  }
  return i18n;
}
