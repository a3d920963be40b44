import type { Difficulty, MinecraftVersion } from "../../../shared/versions.ts";

export interface DemoAuthor {
  name: string;
  email: string;
}

export interface DemoChecklist {
  id: string;
  title: string;
  description: string;
  tags: string[];
  difficulty: Difficulty;
  categories: number[];
  supportedSince: MinecraftVersion;
  /** Index into DEMO_AUTHORS. */
  author: number;
  /** How many sample players like it. */
  likes: number;
  ageDays: number;
  steps: { title: string; description: string }[];
  /** Omitted: approved. */
  status?: "under_review" | "rejected";
  rejectionReason?: string;
}

/** Sample authors; in local mode they can sign in on the local issuer with their email. */
export const DEMO_AUTHORS: DemoAuthor[] = [
  {
    name: "Steve Builder",
    email: "steve@demo.local",
  },
  {
    name: "Alex Redstone",
    email: "alex@demo.local",
  },
  {
    name: "Nora Nether",
    email: "nora@demo.local",
  },
  {
    name: "Modpack Mo",
    email: "mo@demo.local",
  },
  {
    name: "Tilly Tutor",
    email: "tilly@demo.local",
  },
  {
    name: "Kai Explorer",
    email: "kai@demo.local",
  },
];

/** Realistic content for local mode: approved checklists across every category, difficulty and many versions, plus one under review and one rejected. */
export const DEMO_CHECKLISTS: DemoChecklist[] = [
  {
    id: "first-night-survival",
    title: "Survive your first night",
    description:
      "Everything a new player needs before the sun sets on day one: wood, tools, food, a bed or a safe shelter, and light so nothing spawns next to you.",
    tags: ["beginner", "survival", "shelter"],
    difficulty: "Easy",
    categories: [0, 4],
    supportedSince: "1.21.5",
    author: 4,
    likes: 28,
    ageDays: 12,
    steps: [
      {
        title: "Punch a tree",
        description: "Collect at least 10 logs and turn them into planks.",
      },
      {
        title: "Make a crafting table",
        description: "Four planks in your inventory grid.",
      },
      {
        title: "Craft wooden tools",
        description: "A pickaxe first, then an axe and a sword.",
      },
      {
        title: "Find stone",
        description: "Upgrade to stone tools as soon as you can.",
      },
      {
        title: "Gather food",
        description: "Kill a few animals or pick berries; cook the meat.",
      },
      {
        title: "Build a shelter and light it",
        description: "A small hut with torches inside keeps mobs away.",
      },
    ],
  },
  {
    id: "beat-the-ender-dragon",
    title: "Beat the Ender Dragon",
    description:
      "A complete route from iron gear to the End: blaze rods, ender pearls, finding the stronghold and bringing enough arrows and blocks to win the fight.",
    tags: ["end", "boss", "dragon", "endgame"],
    difficulty: "Hard",
    categories: [0, 3],
    supportedSince: "1.20.1",
    author: 0,
    likes: 30,
    ageDays: 90,
    steps: [
      {
        title: "Get full iron armor",
        description: "Plus an iron sword and a shield.",
      },
      {
        title: "Build a nether portal",
        description: "10 obsidian, or 14 without a diamond pickaxe.",
      },
      {
        title: "Collect blaze rods",
        description: "Find a nether fortress and get at least 7 rods.",
      },
      {
        title: "Trade or hunt for ender pearls",
        description: "You need about 12 eyes of ender in total.",
      },
      {
        title: "Find the stronghold",
        description: "Throw eyes of ender and follow them.",
      },
      {
        title: "Destroy the end crystals",
        description: "Shoot them with a bow; climb the caged ones.",
      },
      {
        title: "Defeat the dragon",
        description: "Hit it when it perches on the fountain.",
      },
    ],
  },
  {
    id: "iron-farm-basics",
    title: "Iron farm for villagers",
    description:
      "Build a compact iron farm with three villagers, a zombie and a lava blade. Produces roughly 400 iron ingots per hour and works in every recent version.",
    tags: ["iron", "farm", "villagers", "redstone"],
    difficulty: "Medium",
    categories: [0, 1],
    supportedSince: "1.20.1",
    author: 1,
    likes: 24,
    ageDays: 40,
    steps: [
      {
        title: "Find three villagers",
        description: "Move them with boats or minecarts.",
      },
      {
        title: "Build the beds and workstations",
        description: "Each villager needs a bed they can claim.",
      },
      {
        title: "Trap a zombie nearby",
        description: "It scares the villagers into summoning golems.",
      },
      {
        title: "Build the spawning platform",
        description: "A 3x3 area the golems can spawn on.",
      },
      {
        title: "Add the lava blade and hopper",
        description: "Lava on signs kills golems; hoppers collect the iron.",
      },
    ],
  },
  {
    id: "villager-trading-hall",
    title: "Villager trading hall",
    description:
      "Set up a trading hall with librarians, cure zombie villagers for discounts and lock in Mending, Unbreaking and Efficiency books.",
    tags: ["villagers", "trading", "enchanting", "emeralds"],
    difficulty: "Medium",
    categories: [0, 1],
    supportedSince: "1.19.4",
    author: 0,
    likes: 19,
    ageDays: 75,
    steps: [
      {
        title: "Breed villagers",
        description: "Beds plus bread, carrots or potatoes.",
      },
      {
        title: "Build the cells",
        description: "One villager per cell with a workstation in front.",
      },
      {
        title: "Reroll librarians for Mending",
        description: "Break and replace the lectern until Mending shows up.",
      },
      {
        title: "Cure a zombie villager",
        description: "Weakness potion and a golden apple give big discounts.",
      },
      {
        title: "Start an emerald income",
        description: "Sell paper, sticks or crops to farmers and fletchers.",
      },
    ],
  },
  {
    id: "nether-hub-highway",
    title: "Nether hub and ice highway",
    description:
      "Link your bases with a safe nether hub: portal coordinates, a tunnel at Y 120 on the roof or Y 15, and a blue ice road for boat travel.",
    tags: ["nether", "travel", "portals", "ice"],
    difficulty: "Hard",
    categories: [0, 1],
    supportedSince: "1.18.2",
    author: 2,
    likes: 15,
    ageDays: 150,
    steps: [
      {
        title: "Plan portal coordinates",
        description: "Overworld X and Z divided by 8.",
      },
      {
        title: "Build the central hub",
        description: "A room at 0,0 with tunnels in four directions.",
      },
      {
        title: "Dig the tunnels",
        description: "Use blast-resistant walls near lava.",
      },
      {
        title: "Lay blue ice",
        description: "Packed ice works too but is slower.",
      },
      {
        title: "Link each base",
        description: "Build a portal at each exit and test both directions.",
      },
    ],
  },
  {
    id: "elytra-and-shulkers",
    title: "Elytra and shulker box hunt",
    description:
      "Raid end cities for an elytra and shulker shells. Covers end gateways, shulker fights, and how to spot the end ship.",
    tags: ["end", "elytra", "shulker", "loot"],
    difficulty: "Hard",
    categories: [3, 0],
    supportedSince: "1.20.4",
    author: 2,
    likes: 22,
    ageDays: 60,
    steps: [
      {
        title: "Bring ender pearls and a water bucket",
        description: "Pearls get you through the gateway.",
      },
      {
        title: "Find an end city",
        description: "Fly or bridge outward from the gateway.",
      },
      {
        title: "Clear the shulkers",
        description: "Block their shots with a shield.",
      },
      {
        title: "Loot the end ship",
        description: "The elytra hangs in an item frame at the back.",
      },
      {
        title: "Collect shulker shells",
        description: "Two shells and a chest make a shulker box.",
      },
    ],
  },
  {
    id: "ancient-city-swift-sneak",
    title: "Ancient city and swift sneak",
    description:
      "Loot an ancient city quietly: find one in the deep dark, avoid sculk shriekers, take enchanted books and get swift sneak for your leggings.",
    tags: ["deep-dark", "warden", "loot", "stealth"],
    difficulty: "Hard",
    categories: [3],
    supportedSince: "1.19",
    author: 5,
    likes: 17,
    ageDays: 120,
    steps: [
      {
        title: "Find the deep dark",
        description: "Ancient cities sit below Y 0, usually under mountains.",
      },
      {
        title: "Bring wool and snowballs",
        description: "Wool blocks vibrations, snowballs distract sensors.",
      },
      {
        title: "Sneak everywhere",
        description: "Crouching makes no vibrations.",
      },
      {
        title: "Avoid the shriekers",
        description: "Three shrieks summon the warden.",
      },
      {
        title: "Loot the chests",
        description: "Look for swift sneak books and echo shards.",
      },
    ],
  },
  {
    id: "trial-chambers-mace",
    title: "Trial chambers and the mace",
    description:
      "Clear trial chambers, unlock ominous vaults and collect a heavy core and breeze rods to craft the mace introduced in 1.21.",
    tags: ["trial-chambers", "mace", "breeze", "1-21"],
    difficulty: "Hard",
    categories: [3, 0],
    supportedSince: "1.21.1",
    author: 5,
    likes: 26,
    ageDays: 25,
    steps: [
      {
        title: "Locate trial chambers",
        description: "Tuff and copper under the surface.",
      },
      {
        title: "Beat the trial spawners",
        description: "Each one rewards trial keys.",
      },
      {
        title: "Open the vaults",
        description: "Use trial keys on regular vaults.",
      },
      {
        title: "Get a heavy core",
        description: "Ominous vaults can drop it.",
      },
      {
        title: "Collect breeze rods",
        description: "Breezes drop them; you need one.",
      },
      {
        title: "Craft the mace",
        description: "Heavy core plus a breeze rod.",
      },
    ],
  },
  {
    id: "archaeology-armor-trims",
    title: "Archaeology and armor trims",
    description:
      "Use a brush on suspicious sand and gravel, collect pottery sherds and find every armor trim template across the world.",
    tags: ["archaeology", "trims", "sherds", "collecting"],
    difficulty: "Medium",
    categories: [3, 0],
    supportedSince: "1.20",
    author: 5,
    likes: 13,
    ageDays: 80,
    steps: [
      {
        title: "Craft a brush",
        description: "Feather, copper ingot and a stick.",
      },
      {
        title: "Dig at desert pyramids",
        description: "Suspicious sand hides sherds.",
      },
      {
        title: "Search trail ruins",
        description: "They hold the rarest sherds.",
      },
      {
        title: "Collect trim templates",
        description: "Check bastions, outposts and ocean monuments.",
      },
      {
        title: "Duplicate templates",
        description: "Seven diamonds and the matching block.",
      },
    ],
  },
  {
    id: "ocean-monument-raid",
    title: "Ocean monument raid",
    description:
      "Drain or raid an ocean monument for sponges, prismarine and gold blocks. Includes potions, conduit power and how to handle elder guardians.",
    tags: ["ocean", "monument", "guardians", "sponge"],
    difficulty: "Hard",
    categories: [3, 0],
    supportedSince: "1.16.5",
    author: 2,
    likes: 9,
    ageDays: 210,
    steps: [
      {
        title: "Brew water breathing",
        description: "Pufferfish and an awkward potion.",
      },
      {
        title: "Get Depth Strider boots",
        description: "It makes moving underwater bearable.",
      },
      {
        title: "Kill the three elder guardians",
        description: "Milk clears mining fatigue.",
      },
      {
        title: "Find the gold room",
        description: "Eight gold blocks in the center.",
      },
      {
        title: "Collect the sponges",
        description: "Dry them in a furnace.",
      },
    ],
  },
  {
    id: "medieval-castle-build",
    title: "Medieval castle build",
    description:
      "Plan and build a stone castle with a keep, curtain walls, towers and a gatehouse. Palette tips for stone bricks, spruce and dark oak.",
    tags: ["build", "castle", "medieval", "palette"],
    difficulty: "Medium",
    categories: [1],
    supportedSince: "1.19.4",
    author: 0,
    likes: 21,
    ageDays: 100,
    steps: [
      {
        title: "Pick a hill and mark the walls",
        description: "Odd-numbered wall lengths make symmetric towers.",
      },
      {
        title: "Build the keep",
        description: "Three floors with a spiral staircase.",
      },
      {
        title: "Raise the curtain walls",
        description: "Add battlements and walkways.",
      },
      {
        title: "Add round towers",
        description: "Use a circle generator for the outline.",
      },
      {
        title: "Build the gatehouse",
        description: "A portcullis from iron bars and a drawbridge.",
      },
      {
        title: "Decorate the inside",
        description: "Banners, barrels and lanterns.",
      },
    ],
  },
  {
    id: "starter-house-ideas",
    title: "Starter house in one evening",
    description:
      "A cozy oak and cobblestone starter house you can finish in one play session, with room for a bed, storage, furnaces and a crafting corner.",
    tags: ["house", "starter", "oak", "cozy"],
    difficulty: "Easy",
    categories: [1, 4],
    supportedSince: "1.21.4",
    author: 0,
    likes: 11,
    ageDays: 8,
    steps: [
      {
        title: "Level a 9x7 plot",
        description: "Flat ground saves time.",
      },
      {
        title: "Build a cobblestone base",
        description: "One block high all around.",
      },
      {
        title: "Add oak log corners and plank walls",
        description: "Logs frame the walls.",
      },
      {
        title: "Roof with stairs",
        description: "Spruce or dark oak stairs contrast nicely.",
      },
      {
        title: "Furnish it",
        description: "Bed, chests, furnaces and a crafting table.",
      },
    ],
  },
  {
    id: "redstone-basics",
    title: "Redstone basics tutorial",
    description:
      "Learn redstone step by step: power sources, dust, repeaters, comparators and pistons, ending with a hidden door you built yourself.",
    tags: ["redstone", "tutorial", "beginner", "circuits"],
    difficulty: "Easy",
    categories: [4],
    supportedSince: "1.20.1",
    author: 4,
    likes: 27,
    ageDays: 300,
    steps: [
      {
        title: "Place a lever and a lamp",
        description: "See what power means.",
      },
      {
        title: "Run redstone dust",
        description: "It carries a signal 15 blocks.",
      },
      {
        title: "Use a repeater",
        description: "Extend and delay the signal.",
      },
      {
        title: "Try a comparator",
        description: "Read how full a chest is.",
      },
      {
        title: "Build a piston door",
        description: "A 2x2 hidden door to finish.",
      },
    ],
  },
  {
    id: "enchanting-setup",
    title: "Enchanting table with 30 levels",
    description:
      "Get a full enchanting setup: obsidian, a book, 15 bookshelves in the right spots, lapis, and a quick XP source to reach level 30.",
    tags: ["enchanting", "xp", "bookshelves", "lapis"],
    difficulty: "Easy",
    categories: [0, 4],
    supportedSince: "1.18",
    author: 4,
    likes: 8,
    ageDays: 260,
    steps: [
      {
        title: "Mine obsidian",
        description: "Water on lava, then a diamond pickaxe.",
      },
      {
        title: "Craft the enchanting table",
        description: "Book, two diamonds, four obsidian.",
      },
      {
        title: "Make 15 bookshelves",
        description: "Sugar cane for paper, leather for books.",
      },
      {
        title: "Place the shelves correctly",
        description: "One block gap around the table.",
      },
      {
        title: "Farm XP",
        description: "Smelt cactus or kill mobs at a spawner.",
      },
    ],
  },
  {
    id: "create-mod-starter",
    title: "Create mod starter base",
    description:
      "From andesite alloy to your first automated mixer: water wheels, mechanical presses and belts in the Create mod for 1.20.1.",
    tags: ["create", "modded", "automation", "machines"],
    difficulty: "Medium",
    categories: [2],
    supportedSince: "1.20.1",
    author: 3,
    likes: 18,
    ageDays: 30,
    steps: [
      {
        title: "Craft andesite alloy",
        description: "Andesite plus iron nuggets.",
      },
      {
        title: "Build a water wheel",
        description: "Your first source of rotation.",
      },
      {
        title: "Place shafts and cogwheels",
        description: "Carry rotation to machines.",
      },
      {
        title: "Automate iron sheets",
        description: "A mechanical press over a depot.",
      },
      {
        title: "Set up a mixer",
        description: "Make brass with a heated basin.",
      },
    ],
  },
  {
    id: "gtnh-early-game",
    title: "GregTech New Horizons early game",
    description:
      "Survive the slow start of GT New Horizons on 1.7.10: flint tools, the first coke oven, bronze age steam machines and your first tier of circuits.",
    tags: ["gregtech", "gtnh", "modded", "expert"],
    difficulty: "Hard",
    categories: [2],
    supportedSince: "1.7.10",
    author: 3,
    likes: 6,
    ageDays: 380,
    steps: [
      {
        title: "Make flint tools",
        description: "Wood and stone behave differently here.",
      },
      {
        title: "Build a coke oven",
        description: "Charcoal and creosote for the bronze age.",
      },
      {
        title: "Smelt bronze",
        description: "Copper and tin in the alloy smelter.",
      },
      {
        title: "Craft steam machines",
        description: "A small boiler powers them.",
      },
      {
        title: "Make basic circuits",
        description: "The gate to LV electricity.",
      },
    ],
  },
  {
    id: "better-mc-progression",
    title: "Better Minecraft modpack progression",
    description:
      "A relaxed path through the Better Minecraft pack: explore new biomes, beat the first dungeon bosses and gear up with modded armor.",
    tags: ["modpack", "better-minecraft", "bosses", "exploration"],
    difficulty: "Medium",
    categories: [2, 3],
    supportedSince: "1.20.1",
    author: 3,
    likes: 12,
    ageDays: 50,
    steps: [
      {
        title: "Set up a base near a village",
        description: "Villages in this pack have extra trades.",
      },
      {
        title: "Explore three new biomes",
        description: "Bring a map and bed.",
      },
      {
        title: "Clear your first dungeon",
        description: "Watch for mini-bosses.",
      },
      {
        title: "Upgrade your armor",
        description: "Use the smithing table upgrades.",
      },
      {
        title: "Beat the Nether boss",
        description: "Prepare fire resistance.",
      },
    ],
  },
  {
    id: "skyblock-start",
    title: "Skyblock: the first hour",
    description:
      "Start a classic skyblock island without wasting the tree, the lava or the ice. Covers the cobblestone generator, dirt expansion and a mob farm.",
    tags: ["skyblock", "challenge", "cobblestone", "islands"],
    difficulty: "Medium",
    categories: [0, 4],
    supportedSince: "1.12.2",
    author: 1,
    likes: 10,
    ageDays: 320,
    steps: [
      {
        title: "Don't lose the sapling",
        description: "Harvest the tree carefully.",
      },
      {
        title: "Build a cobblestone generator",
        description: "Lava and water, one block apart.",
      },
      {
        title: "Expand the island",
        description: "Use cobblestone around the dirt.",
      },
      {
        title: "Start a farm",
        description: "Wheat from grass, and bone meal.",
      },
      {
        title: "Build a dark platform",
        description: "Mobs spawn away from the island.",
      },
    ],
  },
  {
    id: "all-advancements-part-1",
    title: "All advancements: Minecraft story",
    description:
      "Tick off the Minecraft story advancements in order, from Stone Age to The End?, with notes on the ones players usually miss.",
    tags: ["advancements", "completionist", "story", "guide"],
    difficulty: "Easy",
    categories: [0, 4],
    supportedSince: "1.15.2",
    author: 4,
    likes: 14,
    ageDays: 280,
    steps: [
      {
        title: "Stone Age",
        description: "Mine stone with your new pickaxe.",
      },
      {
        title: "Getting an Upgrade",
        description: "Craft a better pickaxe.",
      },
      {
        title: "Acquire Hardware",
        description: "Smelt an iron ingot.",
      },
      {
        title: "Isn't It Iron Pick",
        description: "Upgrade to an iron pickaxe.",
      },
      {
        title: "We Need to Go Deeper",
        description: "Build and enter a nether portal.",
      },
      {
        title: "Eye Spy",
        description: "Follow an eye of ender.",
      },
    ],
  },
  {
    id: "hardcore-first-week",
    title: "Hardcore: the first week",
    description:
      "Play it safe in hardcore: no risky caves, early shields, a totem plan, and the habits that keep players alive past day seven.",
    tags: ["hardcore", "survival", "safety", "challenge"],
    difficulty: "Hard",
    categories: [0],
    supportedSince: "1.21.4",
    author: 1,
    likes: 7,
    ageDays: 18,
    steps: [
      {
        title: "Build a shelter before dusk",
        description: "Never stay out on night one.",
      },
      {
        title: "Craft a shield early",
        description: "It blocks skeleton arrows.",
      },
      {
        title: "Mine by branch mining",
        description: "Avoid open caves at first.",
      },
      {
        title: "Set up a food farm",
        description: "Never eat rotten flesh by habit.",
      },
      {
        title: "Find a woodland mansion for totems",
        description: "Only with full iron and a plan.",
      },
    ],
  },
  {
    id: "copy-of-some-guide",
    title: "My mega farm list",
    description: "Link to my other site with all the farms.",
    tags: ["farms", "list"],
    difficulty: "Easy",
    categories: [0],
    supportedSince: "1.20.4",
    author: 5,
    likes: 0,
    ageDays: 3,
    steps: [
      {
        title: "Visit the site",
        description: "The list is there.",
      },
      {
        title: "Pick a farm",
        description: "Any farm you like.",
      },
    ],
    status: "rejected",
    rejectionReason:
      "The steps only point to another website. Please write the steps here so players can follow them on this site.",
  },
  {
    id: "sculk-xp-farm",
    title: "Sculk XP farm",
    description:
      "A draft of an XP farm that uses sculk catalysts to turn mob drops into xp. Still testing the mob killing chamber.",
    tags: ["xp", "sculk", "farm"],
    difficulty: "Medium",
    categories: [0, 1],
    supportedSince: "1.19",
    author: 1,
    likes: 0,
    ageDays: 1,
    steps: [
      {
        title: "Find a sculk catalyst",
        description: "They spawn in the deep dark.",
      },
      {
        title: "Build the kill chamber",
        description: "Mobs must die within range.",
      },
      {
        title: "Collect the sculk",
        description: "Use a Silk Touch hoe.",
      },
    ],
    status: "under_review",
  },
];
