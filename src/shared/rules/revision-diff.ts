/** What a pending edit changes against the live checklist (D12), for the moderator's review. */
import { linkInputOf, type StepLink, type StepLinkInput } from "../contracts/step-links.ts";
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from "../i18n/locales.ts";
import type { Section } from "./sections.ts";
import { materialText } from "./stacks.ts";

interface Material {
  item: string;
  count: number;
}

/** A step as compared; materials may be absent from what was stored before they existed (D51). */
interface DiffStep {
  id: string;
  title: string;
  description: string;
  materials?: Material[];
  /** D61; named where the reader presented it, absent from what was stored before links. */
  link?: StepLinkInput | StepLink | null;
}

/** What a moderator reads of one side of a changed step (D51: descriptions and materials too; D61: its link). */
export interface StepSide {
  title: string;
  description: string;
  materials: Material[];
  /** The game link as it reads ('Stone Age'), or null for none. */
  linkName: string | null;
}

export interface RevisionFields {
  customId: string;
  title: string;
  description: string;
  tags: string[];
  difficulty: string;
  categories: number[];
  supportedSince: string;
  /** D65; absent from versions kept before languages: English. */
  language?: Locale;
  steps: DiffStep[];
  /** D50; absent from versions kept before sections. */
  sections?: Section[];
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface StepChange {
  id: string;
  before: StepSide;
  after: StepSide;
}

type AddedOrRemoved = Omit<StepSide, "linkName"> & { id: string; link: StepLinkInput | null };

export interface RevisionDiff {
  fields: FieldChange[];
  stepsAdded: AddedOrRemoved[];
  stepsRemoved: AddedOrRemoved[];
  stepsChanged: StepChange[];
  stepsReordered: boolean;
  sectionsAdded: string[];
  sectionsRemoved: string[];
  sectionsRenamed: { before: string; after: string }[];
  /** Kept steps now under another section (its title; null: no section). */
  stepsMoved: { id: string; title: string; from: string | null; to: string | null }[];
}

const FIELD_LABELS: [keyof Omit<RevisionFields, "steps" | "sections">, string][] = [
  ["customId", "Custom URL ID"],
  ["title", "Title"],
  ["description", "Description"],
  ["tags", "Tags"],
  ["difficulty", "Difficulty"],
  ["categories", "Categories"],
  ["supportedSince", "Supported since"],
  ["language", "Language"],
];

const asText = (value: string | string[] | number[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : (value ?? "");

/** A field as the moderator reads it: a language by its name (D65), English when a version kept none. */
const fieldText = (key: (typeof FIELD_LABELS)[number][0], version: RevisionFields) =>
  key === "language" ? LOCALE_NAMES[version.language ?? DEFAULT_LOCALE] : asText(version[key]);

/** A link's name, or its ids where it was stored without one. */
function linkName(link: DiffStep["link"]): string | null {
  if (!link) return null;
  if ("name" in link) return link.name;
  if (link.kind === "statistic") return `${link.statistic}: ${link.target} ≥ ${link.atLeast}`;
  return link.kind === "criterion" ? `${link.advancement}: ${link.criterion}` : link.advancement;
}

const sideOf = (step: DiffStep): StepSide => ({
  title: step.title,
  description: step.description,
  materials: step.materials ?? [],
  linkName: linkName(step.link),
});

const materialsText = (step: DiffStep) =>
  (step.materials ?? []).map((material) => materialText(material)).join("\n");
const linkText = (step: DiffStep) => JSON.stringify(linkInputOf(step.link));

export function diffRevision(live: RevisionFields, revision: RevisionFields): RevisionDiff {
  const fields = FIELD_LABELS.flatMap(([key, field]) => {
    const before = fieldText(key, live);
    const after = fieldText(key, revision);
    return before === after ? [] : [{ field, before, after }];
  });
  const liveById = new Map(live.steps.map((step) => [step.id, step]));
  const revisionIds = new Set(revision.steps.map((step) => step.id));
  const withId = (step: DiffStep) => ({
    id: step.id,
    title: step.title,
    description: step.description,
    materials: step.materials ?? [],
    link: linkInputOf(step.link),
  });
  const stepsAdded = revision.steps.filter((step) => !liveById.has(step.id)).map(withId);
  const stepsRemoved = live.steps.filter((step) => !revisionIds.has(step.id)).map(withId);
  const stepsChanged = revision.steps.flatMap((step) => {
    const was = liveById.get(step.id);
    if (!was) return [];
    const same =
      was.title === step.title &&
      was.description === step.description &&
      materialsText(was) === materialsText(step) &&
      linkText(was) === linkText(step);
    return same ? [] : [{ id: step.id, before: sideOf(was), after: sideOf(step) }];
  });
  const keptLive = live.steps.filter((step) => revisionIds.has(step.id)).map((step) => step.id);
  const keptRevision = revision.steps.filter((step) => liveById.has(step.id)).map((step) => step.id);
  const stepsReordered = keptLive.join() !== keptRevision.join();
  return { fields, stepsAdded, stepsRemoved, stepsChanged, stepsReordered, ...diffSections(live, revision) };
}

/** Sections matched by id: added, removed, renamed; and kept steps that changed section. */
function diffSections(live: RevisionFields, revision: RevisionFields) {
  const before = live.sections ?? [];
  const after = revision.sections ?? [];
  const beforeById = new Map(before.map((section) => [section.id, section]));
  const afterIds = new Set(after.map((section) => section.id));
  // By section id: a renamed section keeps its steps where they were.
  const sectionOf = (sections: Section[]) =>
    new Map(sections.flatMap((section) => section.stepIds.map((id) => [id, section] as const)));
  const liveSectionOf = sectionOf(before);
  const revisionSectionOf = sectionOf(after);
  const liveIds = new Set(live.steps.map((step) => step.id));
  return {
    sectionsAdded: after.filter((section) => !beforeById.has(section.id)).map((section) => section.title),
    sectionsRemoved: before.filter((section) => !afterIds.has(section.id)).map((section) => section.title),
    sectionsRenamed: after.flatMap((section) => {
      const old = beforeById.get(section.id);
      return old && old.title !== section.title ? [{ before: old.title, after: section.title }] : [];
    }),
    stepsMoved: revision.steps.flatMap((step) => {
      if (!liveIds.has(step.id)) return [];
      const from = liveSectionOf.get(step.id);
      const to = revisionSectionOf.get(step.id);
      if (from?.id === to?.id) return [];
      return [{ id: step.id, title: step.title, from: from?.title ?? null, to: to?.title ?? null }];
    }),
  };
}
