import { isItemId } from "../game-versions.ts";
import { english } from "../i18n/message.ts";
import { LIMITS } from "../limits.ts";
import { hasVisibleText } from "./visible-text.ts";

/** SPEC §5: comma-separated, trimmed, lowercased, empties dropped (and each tag once). */
export function parseTags(raw: string): string[] {
  const tags = raw
    .split(",")
    .map((tag) => tag.trim().toLowerCase())
    // A tag that shows nothing (only invisible characters, fourth review) is dropped like an empty one.
    .filter(hasVisibleText);
  return [...new Set(tags)];
}

/** Messages for checklist fields, shared by the form (shown as typed) and the API (422). */
export const CHECKLIST_FIELD_MESSAGES = {
  /** D52: a copy's source must be an approved checklist its author may read. */
  basedOnUnavailable: english(
    "validation.basedOnUnavailable",
    "The checklist to copy is not available: it may have been deleted, or it is not public.",
  ),
  titleRequired: english("validation.titleRequired", "Title is required."),
  titleTooLong: english(
    "validation.titleTooLong",
    `Title can be at most ${LIMITS.checklistTitle} characters.`,
    { max: LIMITS.checklistTitle },
  ),
  descriptionRequired: english("validation.descriptionRequired", "Description is required."),
  descriptionTooLong: english(
    "validation.descriptionTooLong",
    `Description can be at most ${LIMITS.checklistDescription} characters.`,
    { max: LIMITS.checklistDescription },
  ),
  stepTitleRequired: english("validation.stepTitleRequired", "Step title is required."),
  stepTitleTooLong: english(
    "validation.stepTitleTooLong",
    `Step title can be at most ${LIMITS.stepTitle} characters.`,
    { max: LIMITS.stepTitle },
  ),
  stepDescriptionTooLong: english(
    "validation.stepDescriptionTooLong",
    `Step description can be at most ${LIMITS.stepDescription} characters.`,
    { max: LIMITS.stepDescription },
  ),
  stepsRequired: english("validation.stepsRequired", "Add at least 1 step."),
  tooManySteps: english(
    "validation.tooManySteps",
    `A checklist can have at most ${LIMITS.stepsPerChecklist} steps.`,
    { max: LIMITS.stepsPerChecklist },
  ),
  sectionTitleRequired: english("validation.sectionTitleRequired", "Section title is required."),
  sectionTitleTooLong: english(
    "validation.sectionTitleTooLong",
    `Section title can be at most ${LIMITS.sectionTitle} characters.`,
    { max: LIMITS.sectionTitle },
  ),
  sectionStepsRequired: english("validation.sectionStepsRequired", "Add at least 1 step to each section."),
  tooManySections: english(
    "validation.tooManySections",
    `A checklist can have at most ${LIMITS.sectionsPerChecklist} sections.`,
    { max: LIMITS.sectionsPerChecklist },
  ),
  stepsOrSections: english(
    "validation.stepsOrSections",
    "Send the steps either as steps or in sections, not both.",
  ),
  tooManyCategories: english(
    "validation.tooManyCategories",
    `Choose at most ${LIMITS.categoriesPerChecklist} categories.`,
    { max: LIMITS.categoriesPerChecklist },
  ),
  tooManyTags: english("validation.tooManyTags", `Use at most ${LIMITS.tagsPerChecklist} tags.`, {
    max: LIMITS.tagsPerChecklist,
  }),
  tagTooLong: english("validation.tagTooLong", `A tag can be at most ${LIMITS.tagLength} characters.`, {
    max: LIMITS.tagLength,
  }),
  versionRequired: english("validation.versionRequired", "Choose a supported Minecraft version."),
  materialItemRequired: english("validation.materialItemRequired", "Material name is required."),
  unknownItem: (item: string, version: string) =>
    english(
      "validation.unknownItem",
      `Minecraft ${version} has no item '${item}'. Choose one from the suggestions, or write a modded item's name.`,
      { item, version },
      true,
    ),
  materialItemTooLong: english(
    "validation.materialItemTooLong",
    `Material name can be at most ${LIMITS.materialItem} characters.`,
    { max: LIMITS.materialItem },
  ),
  materialCount: english(
    "validation.materialCount",
    `Count must be a whole number from 1 to ${LIMITS.materialCount.toLocaleString("en-US")}.`,
    { max: LIMITS.materialCount },
  ),
  tooManyMaterials: english(
    "validation.tooManyMaterials",
    `A step can have at most ${LIMITS.materialsPerStep} materials.`,
    { max: LIMITS.materialsPerStep },
  ),
} as const;

/** Required text: something that shows (not only spaces or invisible characters), within `max` characters. */
export function requiredTextProblem(
  value: string,
  max: number,
  messages: { required: string; tooLong: string },
): string | null {
  if (!hasVisibleText(value)) return messages.required;
  if (value.length > max) return messages.tooLong;
  return null;
}

/** Tags as parsed: at most 12, each at most 30 characters (the API refuses more). */
export function tagsProblem(tags: string[]): string | null {
  if (tags.length > LIMITS.tagsPerChecklist) return CHECKLIST_FIELD_MESSAGES.tooManyTags;
  if (tags.some((tag) => tag.length > LIMITS.tagLength)) return CHECKLIST_FIELD_MESSAGES.tagTooLong;
  return null;
}

export function stepProblem(step: { title: string; description: string }): string | null {
  return (
    requiredTextProblem(step.title, LIMITS.stepTitle, {
      required: CHECKLIST_FIELD_MESSAGES.stepTitleRequired,
      tooLong: CHECKLIST_FIELD_MESSAGES.stepTitleTooLong,
    }) ??
    (step.description.length > LIMITS.stepDescription
      ? CHECKLIST_FIELD_MESSAGES.stepDescriptionTooLong
      : null)
  );
}

/** D51: a step's materials, each a name of 1–40 characters and a count of 1–100,000, at most 20. */
export function materialsProblem(materials: { item: string; count: number }[]): string | null {
  if (materials.length > LIMITS.materialsPerStep) return CHECKLIST_FIELD_MESSAGES.tooManyMaterials;
  for (const { item, count } of materials) {
    const problem = requiredTextProblem(item, isItemId(item) ? LIMITS.materialItemId : LIMITS.materialItem, {
      required: CHECKLIST_FIELD_MESSAGES.materialItemRequired,
      tooLong: CHECKLIST_FIELD_MESSAGES.materialItemTooLong,
    });
    if (problem) return problem;
    if (!Number.isInteger(count) || count < 1 || count > LIMITS.materialCount) {
      return CHECKLIST_FIELD_MESSAGES.materialCount;
    }
  }
  return null;
}
