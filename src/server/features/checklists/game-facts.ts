import { invalidField } from "#server/errors.ts";
import type { StepLinkInput } from "#shared/contracts/step-links.ts";
import { isItemId } from "#shared/game-versions.ts";
import { english } from "#shared/i18n/message.ts";
import { CHECKLIST_FIELD_MESSAGES } from "#shared/rules/checklist-fields.ts";
import { findItem, isAcceptedVersion } from "../game/game-data.ts";
import { checkStepLink } from "../game/step-links.ts";

interface StepMaterials {
  materials?: { item: string }[];
  link?: StepLinkInput | null;
}

interface GuideInput {
  supportedSince: string;
  steps?: StepMaterials[] | undefined;
  sections?: { steps: StepMaterials[] }[] | undefined;
}

/**
 * D59, D60: the version is one the game's data knows (or SPEC §3's, stored before), and every
 * material naming a game item's id names one of that version; free text is left as written;
 * every step's link names an advancement, criterion or statistic of that version (D61).
 * A 422 names the field at fault (`sections.0.steps.2.materials.1.item`).
 */
export function checkGameFacts(input: GuideInput): void {
  const version = input.supportedSince;
  if (!isAcceptedVersion(version))
    throw invalidField("supportedSince", CHECKLIST_FIELD_MESSAGES.versionRequired);
  const placed = input.sections
    ? input.sections.flatMap((section, s) =>
        section.steps.map((step, i) => ({ step, place: `sections.${s}.steps.${i}` })),
      )
    : (input.steps ?? []).map((step, i) => ({ step, place: `steps.${i}` }));
  for (const { step, place } of placed) {
    if (step.link) checkStepLink(version, step.link, place);
    (step.materials ?? []).forEach(({ item }, m) => {
      if (isItemId(item) && !findItem(version, item)) {
        throw invalidField(
          `${place}.materials.${m}.item`,
          CHECKLIST_FIELD_MESSAGES.unknownItem(item, version),
        );
      }
    });
  }
}

/** Explore's `versions` filter names only versions a guide may name (D59), else 422 `versions`. */
export function checkExploreVersions(versions: string[]): void {
  const unknown = versions.find((version) => !isAcceptedVersion(version));
  if (unknown !== undefined) {
    throw invalidField(
      "versions",
      english(
        "errors.unknownVersion",
        `Unknown Minecraft version '${unknown}': use those of GET /api/game/versions.`,
        { version: unknown },
        true,
      ),
    );
  }
}
