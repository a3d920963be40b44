/**
 * D63: the game's own checklists, generated from the data of one release (never written by
 * hand): 'All advancements' (a section per tab) and one per long advancement, a step per
 * criterion. Each step links to what it asks for, and its id is derived from that link, so the
 * same advancement or biome keeps its step (and players' ticks) from one release to the next.
 */
import { createHash } from "node:crypto";
import type { RevisionStep } from "#server/db/schema/index.ts";
import type { Difficulty } from "#shared/difficulties.ts";
import { LIMITS } from "#shared/limits.ts";
import type { Section } from "#shared/rules/sections.ts";
import { truncate } from "#shared/rules/truncate.ts";
import { advancementCatalog, type GameAdvancement } from "../game/advancements.ts";

export interface OfficialChecklist {
  /** Which official checklist: also the address it asks for ('adventuring-time'). */
  key: string;
  title: string;
  description: string;
  tags: string[];
  difficulty: Difficulty;
  categories: number[];
  supportedSince: string;
  steps: RevisionStep[];
  sections: Section[];
}

/** Categories (SPEC): 0 Survival, 3 Adventure. */
const SURVIVAL = 0;
const ADVENTURE = 3;

/** The checklists of the long advancements: the site's choice of address, the game's advancement. */
const CRITERIA_CHECKLISTS = [
  {
    key: "adventuring-time",
    advancement: "minecraft:adventure/adventuring_time",
    each: "biome",
    difficulty: "Hard",
  },
  {
    key: "a-balanced-diet",
    advancement: "minecraft:husbandry/balanced_diet",
    each: "food",
    difficulty: "Medium",
  },
  {
    key: "monsters-hunted",
    advancement: "minecraft:adventure/kill_all_mobs",
    each: "mob",
    difficulty: "Hard",
  },
  {
    key: "two-by-two",
    advancement: "minecraft:husbandry/bred_all_animals",
    each: "animal",
    difficulty: "Medium",
  },
  {
    key: "a-complete-catalogue",
    advancement: "minecraft:husbandry/complete_catalogue",
    each: "cat variant",
    difficulty: "Medium",
  },
] as const;

export const ALL_ADVANCEMENTS_KEY = "all-advancements";
export const OFFICIAL_KEYS = [ALL_ADVANCEMENTS_KEY, ...CRITERIA_CHECKLISTS.map((c) => c.key)];

/** The in-game order of the tabs; a tab a later release adds comes after them. */
const TAB_ORDER = ["story", "nether", "end", "adventure", "husbandry"];

/** A fixed namespace for the UUIDv5 ids of official steps and sections. */
const NAMESPACE = Buffer.from("5b0f8e3a9c2d4e71a6b4c8d2e0f13579", "hex");

/** RFC 9562 UUIDv5 of `name`: the same name, the same id, on every server and every start. */
export function uuidV5(name: string): string {
  const hash = createHash("sha1").update(NAMESPACE).update(name, "utf8").digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const stepTitle = (name: string) => truncate(name, LIMITS.stepTitle);
const stepDescription = (text: string) => truncate(text, LIMITS.stepDescription);
const checklistDescription = (text: string) => truncate(text, LIMITS.checklistDescription);

const TICKABLE = "each step linked, so a world's advancements file can tick it";

function allAdvancements(advancements: GameAdvancement[], version: string): OfficialChecklist {
  const tabs = [...new Set(advancements.map((a) => a.tab))].sort(
    (a, b) => (TAB_ORDER.indexOf(a) + 1 || 99) - (TAB_ORDER.indexOf(b) + 1 || 99),
  );
  const steps: RevisionStep[] = [];
  const sections: Section[] = [];
  for (const tab of tabs) {
    const inTab = advancements.filter((a) => a.tab === tab);
    const root = inTab.find((a) => a.id.endsWith("/root"));
    const ordered = root ? [root, ...inTab.filter((a) => a !== root)] : inTab;
    const tabSteps = ordered.map((advancement) => ({
      id: uuidV5(`${ALL_ADVANCEMENTS_KEY} ${advancement.id}`),
      title: stepTitle(advancement.name),
      description: stepDescription(advancement.description),
      materials: [],
      link: { kind: "advancement" as const, advancement: advancement.id },
    }));
    steps.push(...tabSteps);
    sections.push({
      id: uuidV5(`${ALL_ADVANCEMENTS_KEY} tab ${tab}`),
      title: truncate(root?.name ?? tab, LIMITS.sectionTitle),
      stepIds: tabSteps.map((step) => step.id),
    });
  }
  return {
    key: ALL_ADVANCEMENTS_KEY,
    title: "All advancements",
    description: checklistDescription(
      `Every advancement of Minecraft ${version} (${steps.length} in all), tab by tab as the game shows them, ${TICKABLE}. Published by the site from the game's data, and updated with it.`,
    ),
    tags: ["advancements", "official", "challenge"],
    difficulty: "Hard",
    categories: [SURVIVAL, ADVENTURE],
    supportedSince: version,
    steps,
    sections: sections.filter((section) => section.stepIds.length > 0),
  };
}

function criteriaChecklist(
  of: (typeof CRITERIA_CHECKLISTS)[number],
  advancement: GameAdvancement,
  version: string,
): OfficialChecklist {
  const steps = advancement.criteria.map((criterion) => ({
    id: uuidV5(`${of.key} ${advancement.id} ${criterion.id}`),
    title: stepTitle(criterion.name),
    description: "",
    materials: [],
    link: { kind: "criterion" as const, advancement: advancement.id, criterion: criterion.id },
  }));
  return {
    key: of.key,
    title: truncate(advancement.name, LIMITS.checklistTitle),
    description: checklistDescription(
      `The game's own advancement '${advancement.name}' (${advancement.description}): a step for each ${of.each} it counts in Minecraft ${version} (${steps.length}), ${TICKABLE}. Published by the site from the game's data.`,
    ),
    tags: ["advancements", "official", "challenge"],
    difficulty: of.difficulty,
    categories: [SURVIVAL, ADVENTURE],
    supportedSince: version,
    steps,
    sections: [],
  };
}

/** The official checklists for one release, or none for a version without advancements data. */
export function generateOfficialChecklists(version: string): OfficialChecklist[] {
  const catalog = advancementCatalog(version);
  if (!catalog) return [];
  const criteria = CRITERIA_CHECKLISTS.flatMap((of) => {
    const advancement = catalog.byId.get(of.advancement);
    return advancement && advancement.criteria.length > 0
      ? [criteriaChecklist(of, advancement, version)]
      : [];
  });
  return [allAdvancements(catalog.advancements, version), ...criteria];
}

/** What a published checklist is compared by: the same content, the same fingerprint. */
export function fingerprintOf(checklist: OfficialChecklist): string {
  return createHash("sha256").update(JSON.stringify(checklist)).digest("base64url");
}
