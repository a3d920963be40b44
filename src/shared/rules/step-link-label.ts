import type { StepLink } from "../contracts/step-links.ts";
import { english } from "../i18n/message.ts";

/**
 * How a page names a step's link (D61): its kind, then the name the server gave it
 * ('Advancement: Stone Age', 'Advancement: Adventuring Time: Cherry Grove',
 * 'Statistic: Mined: Diamond Ore ≥ 64').
 */
export function stepLinkLabel(link: Pick<StepLink, "kind" | "name">): string {
  return link.kind === "statistic"
    ? english("shared.statisticLink", `Statistic: ${link.name}`, { name: link.name }, true)
    : english("shared.advancementLink", `Advancement: ${link.name}`, { name: link.name }, true);
}
