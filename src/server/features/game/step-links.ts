/** D61: a step's link to the game, checked against the guide's version and named for readers. */

import { invalidField } from "#server/errors.ts";
import {
  criterionLinkName,
  type StatisticLinkInput,
  type StepLink,
  type StepLinkInput,
  statisticLinkName,
  statisticTargetName,
} from "#shared/contracts/step-links.ts";
import { english } from "#shared/i18n/message.ts";
import { findAdvancement } from "./advancements.ts";
import { findStatistic } from "./statistics.ts";

/**
 * Refuses a link naming what the version does not have, with a 422 naming the field at fault
 * (`sections.0.steps.2.link.criterion`).
 */
export function checkStepLink(version: string, link: StepLinkInput, place: string): void {
  if (link.kind === "statistic") {
    if (!findStatistic(version, link.statistic, link.target)) {
      throw invalidField(
        `${place}.link.target`,
        english(
          "errors.unknownStatistic",
          `Minecraft ${version} has no statistic '${link.statistic}' of '${link.target}': choose one from GET /api/game/${version}/statistics.`,
          { version, statistic: link.statistic, target: link.target },
          true,
        ),
      );
    }
    return;
  }
  const advancement = findAdvancement(version, link.advancement);
  if (!advancement) {
    throw invalidField(
      `${place}.link.advancement`,
      english(
        "errors.unknownAdvancement",
        `Minecraft ${version} has no advancement '${link.advancement}': choose one from GET /api/game/${version}/advancements.`,
        { version, advancement: link.advancement },
        true,
      ),
    );
  }
  if (link.kind === "criterion" && !advancement.criteria.some((c) => c.id === link.criterion)) {
    throw invalidField(
      `${place}.link.criterion`,
      english(
        "errors.unknownCriterion",
        `'${advancement.name}' in Minecraft ${version} has no criterion '${link.criterion}'.`,
        { advancement: advancement.name, version, criterion: link.criterion },
        true,
      ),
    );
  }
}

/** What a statistic link counts, named in the version: 'Mined: Diamond Ore' (its ids where the data lacks it). */
function statisticNamed(version: string, link: StatisticLinkInput): string {
  const found = findStatistic(version, link.statistic, link.target);
  return statisticTargetName(found?.statisticName ?? link.statistic, found?.targetName ?? link.target);
}

/** The link with its English name in the version; a name the data no longer has reads as its id. */
export function presentStepLink(version: string, link: StepLinkInput): StepLink {
  if (link.kind === "statistic") {
    return { ...link, name: statisticLinkName(statisticNamed(version, link), link.atLeast) };
  }
  const advancement = findAdvancement(version, link.advancement);
  const name = advancement?.name ?? link.advancement;
  if (link.kind === "advancement") return { ...link, name };
  const criterion = advancement?.criteria.find((c) => c.id === link.criterion);
  return { ...link, name: criterionLinkName(name, criterion?.name ?? link.criterion) };
}

/** The words of a link that search finds a guide by: the names of what it links to (D60's item search). */
export function stepLinkSearchWords(version: string, link: StepLinkInput): string[] {
  return [link.kind === "statistic" ? statisticNamed(version, link) : presentStepLink(version, link).name];
}
