import type { Difficulty } from "#shared/difficulties.ts";
import type { Locale } from "#shared/i18n/locales.ts";

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
  supportedSince: string;
  author: number;
  likes: number;
  ageDays: number;
  steps: { title: string; description: string; materials?: { item: string; count: number }[] }[];
  status?: "under_review" | "rejected";
  rejectionReason?: string;
  /** D65: the language it is written in; English when absent. */
  language?: Locale;
}

/** Sample authors for local mode. Author 4 writes the tutorial-style checklists. */
export const DEMO_AUTHORS: DemoAuthor[] = [
  { name: "Steve Builder", email: "steve@demo.local" },
  { name: "Alex Miner", email: "alex@demo.local" },
  { name: "Cora Creeperkeeper", email: "cora@demo.local" },
  { name: "Nether Nate", email: "nate@demo.local" },
  { name: "Rosa Repeater", email: "rosa@demo.local" },
  { name: "Bram Blockwright", email: "bram@demo.local" },
];

/** Categories: 0 Survival, 1 Building, 2 Modded, 3 Adventure, 4 Tutorials. */
export const DEMO_CHECKLISTS: DemoChecklist[] = [
  {
    id: "first-night-survival",
    title: "First Night Survival",
    description:
      "A calm plan for your very first Minecraft day. Gather wood, craft basic tools, find food and get a bed or a safe shelter before the mobs come out. Works in any new survival world on default settings.",
    tags: ["beginner", "survival", "first-day", "shelter"],
    difficulty: "Easy",
    categories: [0, 4],
    supportedSince: "1.21.4",
    author: 4,
    likes: 28,
    ageDays: 352,
    steps: [
      {
        title: "Punch trees for logs",
        description:
          "Collect at least 10 logs. Turn a few into planks, then craft a crafting table and some sticks.",
      },
      {
        title: "Craft a wooden pickaxe, then stone tools",
        description:
          "Mine 3 cobblestone with the wooden pickaxe and upgrade to a stone pickaxe, sword, axe and shovel.",
      },
      {
        title: "Find some food",
        description:
          "Kill a few cows, pigs, sheep or chickens. Raw meat works in a pinch, but cooked meat restores much more hunger.",
      },
      {
        title: "Collect 3 wool for a bed",
        description:
          "Shear or kill sheep until you have 3 wool of the same color. 3 wool plus 3 planks make a bed that lets you skip the night.",
      },
      {
        title: "Make a furnace and torches",
        description:
          "8 cobblestone make a furnace. Burn logs into charcoal, then combine charcoal and sticks into torches.",
      },
      {
        title: "Build a small shelter",
        description:
          "Dig into a hillside or build a small hut with a door. Light up the inside so nothing can spawn next to you.",
      },
      {
        title: "Sleep as soon as it gets dark",
        description:
          "Place your bed inside the shelter and sleep at dusk. Sleeping also sets your respawn point.",
      },
      {
        title: "Plan day two",
        description:
          "Look for coal and iron in exposed caves and plant the wheat seeds you got from breaking grass on dirt next to water.",
      },
    ],
  },
  {
    id: "beat-the-ender-dragon",
    title: "Beat the Ender Dragon",
    description:
      "A full route from iron gear to the end credits. Collect blaze rods and ender pearls, find the stronghold, prepare the right gear and destroy the end crystals before you take down the Ender Dragon.",
    tags: ["ender-dragon", "the-end", "stronghold", "boss"],
    difficulty: "Hard",
    categories: [0, 3],
    supportedSince: "1.21.1",
    author: 1,
    likes: 24,
    ageDays: 301,
    steps: [
      {
        title: "Get full iron armor and a shield",
        description: "Iron armor, an iron sword and a shield are the minimum before you enter the Nether.",
      },
      {
        title: "Enchant your gear",
        description:
          "Surround an enchanting table with 15 bookshelves to reach level 30 enchantments. Aim for Protection on armor and Power on your bow.",
      },
      {
        title: "Build and light a Nether portal",
        description:
          "A frame needs at least 10 obsidian (14 with corners). Light it with flint and steel and note the coordinates.",
      },
      {
        title: "Collect at least 8 blaze rods",
        description:
          "Find a Nether fortress and fight blazes at their spawner. Build cover against fireballs and bring a fire resistance potion if you have one.",
      },
      {
        title: "Gather 12 to 16 ender pearls",
        description: "Hunt endermen in warped forests or at night, or barter with piglins using gold ingots.",
      },
      {
        title: "Craft eyes of ender and find the stronghold",
        description:
          "Throw eyes of ender and follow them. Some eyes break, so carry spares. Dig down when an eye hovers and drops.",
      },
      {
        title: "Activate the End portal",
        description:
          "Fill every empty frame in the portal room. Set your spawn with a bed nearby before you jump in.",
      },
      {
        title: "Destroy the end crystals",
        description:
          "Shoot the crystals on top of the obsidian pillars. For the caged ones, pillar up and break the iron bars first.",
      },
      {
        title: "Fight the dragon",
        description:
          "Hit the dragon with your sword when it perches on the exit portal. Wear a carved pumpkin so endermen leave you alone, and carry a water bucket.",
      },
      {
        title: "Take the dragon egg and head home",
        description:
          "Push the egg with a piston so it drops as an item, then jump into the exit portal to see the credits.",
      },
    ],
  },
  {
    id: "simple-iron-farm",
    title: "Build a Simple Iron Farm",
    description:
      "Build a classic three villager iron farm that runs while you are nearby. Villagers scared by a trapped zombie summon iron golems, which fall into lava and drop iron into a chest. Cheap to build once you have a few hoppers.",
    tags: ["iron", "farm", "villagers", "redstone-free"],
    difficulty: "Medium",
    categories: [0, 1],
    supportedSince: "1.20.1",
    author: 2,
    likes: 17,
    ageDays: 244,
    steps: [
      {
        title: "Pick a spot away from villages",
        description:
          "Build at least 100 blocks from any other beds and job blocks so your villagers do not link to another village.",
      },
      {
        title: "Gather the materials",
        description:
          "You need 3 beds, a lava bucket, a water bucket, a sign, about 4 hoppers, a chest, glass and building blocks.",
      },
      {
        title: "Bring in three villagers",
        description:
          "Move three villagers by boat, minecart or a water stream into a sealed pod, with one bed per villager.",
      },
      {
        title: "Let every villager sleep once",
        description:
          "Wait for night so each villager claims a bed and sleeps at least once before you add the zombie.",
      },
      {
        title: "Trap a named zombie next to the pod",
        description:
          "Name the zombie with a name tag so it never despawns. Keep it out of sunlight and make sure it can see but not reach the villagers.",
      },
      {
        title: "Build the spawning platform",
        description:
          "Golems spawn on solid blocks near the villagers. Use water streams to push them toward the center of the platform.",
      },
      {
        title: "Add the lava blade and collection",
        description:
          "Hold lava with a sign just above the collection spot so golems burn, and run hoppers into a chest below.",
      },
      {
        title: "Test the farm",
        description:
          "Stay within range and watch for a few minutes. A working three villager farm makes a few hundred iron ingots per hour.",
      },
    ],
  },
  {
    id: "villager-trading-hall",
    title: "Villager Trading Hall",
    description:
      "Breed villagers, give each a job block in its own cell and reroll librarians until you get Mending. Cure zombie villagers for huge discounts and you will never run out of enchanted books or diamond gear.",
    tags: ["villagers", "trading", "mending", "emeralds"],
    difficulty: "Medium",
    categories: [0, 1],
    supportedSince: "1.20.4",
    author: 0,
    likes: 14,
    ageDays: 190,
    steps: [
      {
        title: "Start a villager breeder",
        description:
          "Give two villagers spare beds and food such as bread, carrots or potatoes. They breed when they have enough food and free beds.",
      },
      {
        title: "Build a row of trading cells",
        description:
          "Make 1x1 cells with a job block in front of each villager so you can reach the trade window easily.",
      },
      {
        title: "Move villagers into their cells",
        description:
          "Use minecarts or water streams to move each villager, then close the cell so it cannot wander.",
      },
      {
        title: "Reroll a librarian for Mending",
        description:
          "Place a lectern and check the trades. Break and replace it until Mending shows up. This only works before you trade with it.",
      },
      {
        title: "Add the useful professions",
        description:
          "Farmers and fletchers buy cheap crops and sticks for emeralds. Armorers, toolsmiths and weaponsmiths sell diamond gear at higher levels.",
      },
      {
        title: "Lock in the trades you want",
        description:
          "Trade once with every villager you want to keep. This locks its profession and its trades.",
      },
      {
        title: "Cure zombie villagers for discounts",
        description:
          "On Hard difficulty a zombie always converts a villager it kills. Cure it with a splash potion of weakness and a golden apple.",
      },
      {
        title: "Protect the hall",
        description:
          "Light the area and keep zombies out. If you get Bad Omen, drink milk before you walk into the hall to avoid a raid.",
      },
    ],
  },
  {
    id: "nether-portal-hub",
    title: "Nether Portal Hub",
    description:
      "Use the 8 to 1 scale of the Nether to connect your bases. Build a safe central hub, dig straight tunnels with ice roads and place linked portals at the right coordinates so you never end up in the wrong place.",
    tags: ["nether", "portals", "travel", "ice-road"],
    difficulty: "Medium",
    categories: [1, 3],
    supportedSince: "1.19.4",
    author: 3,
    likes: 9,
    ageDays: 276,
    steps: [
      {
        title: "Learn the coordinate rule",
        description:
          "One block in the Nether equals eight in the Overworld. Divide your Overworld X and Z by 8 to get Nether coordinates. Y does not change.",
      },
      {
        title: "Pick the hub location",
        description: "Choose a central spot, usually the Nether coordinates of your main base.",
      },
      {
        title: "Dig out and secure the hub",
        description:
          "Clear a large room and wall it with cobblestone or other blast resistant blocks so ghast fireballs cannot break in.",
      },
      {
        title: "Spawn proof the floor",
        description: "Cover the floor with bottom slabs or glass so no mobs can spawn inside the hub.",
      },
      {
        title: "Dig straight tunnels to each base",
        description:
          "Tunnel along the X or Z axis toward each destination. Line them with blue ice and use a boat for very fast travel.",
      },
      {
        title: "Build linked portals by hand",
        description:
          "Build the Nether portal at exactly X/8 and Z/8 of the Overworld portal, then light both. This avoids portals linking to the wrong place.",
      },
      {
        title: "Label every tunnel",
        description: "Put signs or banners with each destination name above every tunnel entrance.",
      },
      {
        title: "Test every route",
        description: "Walk each route both ways and confirm you arrive at the portal you expect.",
      },
    ],
  },
  {
    id: "elytra-and-shulker-hunt",
    title: "Elytra and Shulker Hunt",
    description:
      "After the dragon is dead, travel to the outer End islands, raid end cities and find an end ship for your elytra. Farm shulker shells on the way so you can craft shulker boxes for your storage and trips.",
    tags: ["elytra", "end-city", "shulker", "the-end"],
    difficulty: "Hard",
    categories: [3],
    supportedSince: "1.19",
    author: 3,
    likes: 21,
    ageDays: 228,
    steps: [
      {
        title: "Prepare your gear",
        description:
          "Bring diamond or netherite armor, a stack of blocks, ender pearls, milk buckets and slow falling potions.",
      },
      {
        title: "Reach the outer islands",
        description: "Throw an ender pearl into a small end gateway portal to teleport to the outer islands.",
      },
      {
        title: "Find an end city",
        description:
          "Bridge between islands and look for tall purple towers. Some cities have an end ship floating next to them.",
      },
      {
        title: "Handle the shulkers",
        description:
          "Shulker bullets give you Levitation. Drink milk or slow falling, block bullets with a shield and fight from cover.",
      },
      {
        title: "Collect shulker shells",
        description:
          "Each shulker has a 50% chance to drop a shell. Looting increases the chance, so use a Looting sword.",
      },
      {
        title: "Loot the end ship",
        description: "Take the elytra from the item frame and the dragon head from the front of the ship.",
      },
      {
        title: "Craft fireworks for boosting",
        description:
          "Paper and gunpowder make firework rockets. Use them while gliding to gain speed and height.",
      },
      {
        title: "Craft your first shulker boxes",
        description:
          "Two shulker shells and a chest make a shulker box that keeps its items when you break it.",
      },
    ],
  },
  {
    id: "create-mod-starter-base",
    title: "Modded: Create Mod Starter Base",
    description:
      "Set up your first Create workshop on Forge 1.20.1. Make andesite alloy, power machines with water wheels and windmills, press iron sheets and reach brass. Use the goggles to keep your stress in check as you grow.",
    tags: ["create", "modded", "forge", "automation", "starter-base"],
    difficulty: "Medium",
    categories: [2, 1],
    supportedSince: "1.20.1",
    author: 5,
    likes: 12,
    ageDays: 133,
    steps: [
      {
        title: "Install Create and JEI",
        description: "Use Create for Forge 1.20.1 and add JEI so you can look up every recipe in game.",
      },
      {
        title: "Make andesite alloy",
        description:
          "Craft andesite alloy from andesite and iron or zinc nuggets. It is needed for almost every early component.",
      },
      {
        title: "Build a water wheel",
        description: "Place a water wheel on a shaft next to flowing water for your first rotational power.",
      },
      {
        title: "Craft shafts, cogwheels and a press",
        description: "Put a mechanical press above a depot and feed it iron ingots to make iron sheets.",
      },
      {
        title: "Find zinc and crush your ores",
        description:
          "Zinc ore generates underground. Crush raw ores with a millstone or crushing wheels for bonus output.",
      },
      {
        title: "Build a windmill",
        description:
          "Attach at least 8 sails to a windmill bearing and right click it to start. Bigger windmills give more stress capacity.",
      },
      {
        title: "Get a blaze burner",
        description: "Right click a blaze with an empty blaze burner in the Nether and bring it home.",
      },
      {
        title: "Mix your first brass",
        description:
          "Put copper and zinc ingots in a basin over a lit blaze burner and run a mechanical mixer above it.",
      },
      {
        title: "Craft engineer's goggles",
        description:
          "Goggles show stress capacity and usage so you can add power before your machines overstress.",
      },
    ],
  },
  {
    id: "gtnh-early-game",
    title: "GregTech New Horizons Early Game",
    description:
      "GT New Horizons on 1.7.10 is long and tough. This checklist takes you from the stone age through steam and steel to your first LV machines. Follow the quest book, find ore veins and plan your power early.",
    tags: ["gtnh", "gregtech", "modded", "expert-pack", "tech"],
    difficulty: "Hard",
    categories: [2, 0],
    supportedSince: "1.7.10",
    author: 5,
    likes: 6,
    ageDays: 397,
    steps: [
      {
        title: "Follow the quest book",
        description: "Open the quest book and work through the first tab. It explains what unlocks next.",
      },
      {
        title: "Make flint tools",
        description:
          "Collect flint from gravel and sticks from leaves. Flint tools get you started on wood and stone.",
      },
      {
        title: "Secure food and a safe base",
        description:
          "Plant crops early and vary your meals. Light your base well, since mobs are tougher than in vanilla.",
      },
      {
        title: "Find your first ore veins",
        description:
          "Ores spawn in large mixed veins. Small ores and surface indicators hint at what is below, so note their coordinates.",
      },
      {
        title: "Build a coke oven",
        description: "Bake coal into coal coke and collect the creosote. You need coke for steel.",
      },
      {
        title: "Make bronze",
        description: "Mix 3 copper dust with 1 tin dust for bronze dust and smelt it into ingots.",
      },
      {
        title: "Start the steam age",
        description:
          "Build a small coal boiler and steam machines such as the steam macerator to double your ore output.",
      },
      {
        title: "Make steel in a bricked blast furnace",
        description: "Load iron and coal coke into the bricked blast furnace. It is slow, so start it early.",
      },
      {
        title: "Reach LV",
        description:
          "Craft your first basic circuits and LV machines, and use a steam turbine to turn steam into EU.",
      },
    ],
  },
  {
    id: "redstone-basics-tutorial",
    title: "Redstone Basics Tutorial",
    description:
      "Learn the core redstone parts one by one: power sources, dust, repeaters, comparators, torches and observers. Each step ends with a tiny build, so by the end you can make a piston door and a night light.",
    tags: ["redstone", "tutorial", "beginner", "pistons"],
    difficulty: "Easy",
    categories: [4],
    supportedSince: "1.16.5",
    author: 4,
    likes: 19,
    ageDays: 388,
    steps: [
      {
        title: "Try the power sources",
        description:
          "Place a lever, a button, a pressure plate and a redstone block next to a redstone lamp and see how each one powers it.",
      },
      {
        title: "Learn signal strength",
        description:
          "Dust loses one signal level per block and stops after 15 blocks. Place a long line of dust and watch it fade.",
      },
      {
        title: "Use repeaters",
        description:
          "Repeaters refresh the signal to full strength, add a delay of 1 to 4 ticks and only let power flow one way.",
      },
      {
        title: "Build a NOT gate with a torch",
        description: "A redstone torch on a powered block turns off. Use it to invert a signal.",
      },
      {
        title: "Read a chest with a comparator",
        description: "Place a comparator behind a chest. The output gets stronger as the chest fills up.",
      },
      {
        title: "Meet the observer",
        description:
          "An observer sends a short pulse when the block in front of it changes. Point one at a crop and watch.",
      },
      {
        title: "Build a 2x2 piston door",
        description: "Use four sticky pistons and a button on each side to open and close a simple door.",
      },
      {
        title: "Make an automatic night light",
        description:
          "Right click a daylight detector to invert it, then connect redstone lamps so they turn on at night.",
      },
    ],
  },
  {
    id: "ocean-monument-raid",
    title: "Ocean Monument Raid",
    description:
      "Raid an ocean monument for gold, sponges and prismarine. Prepare water breathing and the right enchantments, take out the three elder guardians to remove Mining Fatigue and find the hidden gold blocks.",
    tags: ["ocean-monument", "guardians", "underwater", "sponge"],
    difficulty: "Hard",
    categories: [3, 0],
    supportedSince: "1.18",
    author: 1,
    likes: 8,
    ageDays: 212,
    steps: [
      {
        title: "Find a monument",
        description: "Search deep ocean biomes or buy an ocean explorer map from a cartographer villager.",
      },
      {
        title: "Prepare potions and enchantments",
        description:
          "Bring water breathing and night vision potions. Respiration, Aqua Affinity and Depth Strider help a lot.",
      },
      {
        title: "Bring plenty of blocks and milk",
        description:
          "Use blocks to break line of sight with guardian lasers. Milk clears Mining Fatigue for a short while.",
      },
      {
        title: "Kill the three elder guardians",
        description:
          "One sits in the top chamber and one in each wing. With all three dead you stop getting Mining Fatigue.",
      },
      {
        title: "Find the gold blocks",
        description:
          "The treasure room hides 8 gold blocks inside dark prismarine in the center of the monument.",
      },
      {
        title: "Collect the sponges",
        description:
          "Each elder guardian drops a wet sponge, and some rooms are full of them. Dry them in a furnace.",
      },
      {
        title: "Mine sea lanterns with Silk Touch",
        description: "Without Silk Touch sea lanterns only drop prismarine crystals.",
      },
    ],
  },
  {
    id: "ancient-city-swift-sneak",
    title: "Ancient City Looting with Swift Sneak",
    description:
      "Sneak through an ancient city in the deep dark without waking the Warden. Learn how sculk sensors and shriekers work, loot the chests for Swift Sneak books and echo shards, and get out safely.",
    tags: ["ancient-city", "warden", "swift-sneak", "deep-dark"],
    difficulty: "Hard",
    categories: [3],
    supportedSince: "1.19",
    author: 2,
    likes: 11,
    ageDays: 164,
    steps: [
      {
        title: "Find the deep dark",
        description:
          "Ancient cities generate at about Y -51 in deep dark biomes, often under large mountains.",
      },
      {
        title: "Pack the right items",
        description:
          "Bring wool, night vision potions, food, blocks and a few snowballs. Leave your pets at home.",
      },
      {
        title: "Always sneak",
        description:
          "Sneaking does not trigger sculk sensors. Place wool on sensors in your path so they cannot hear you.",
      },
      {
        title: "Count the shrieker warnings",
        description:
          "Every sculk shrieker activation raises the warning level. On the fourth warning the Warden spawns.",
      },
      {
        title: "Loot the chests",
        description:
          "Swift Sneak books only come from ancient city chests. Also look for echo shards, disc fragments and enchanted golden apples.",
      },
      {
        title: "Have an escape plan",
        description:
          "If the Warden appears, leave quietly. Its sonic boom goes through walls and shields, so do not try to fight it.",
      },
      {
        title: "Apply Swift Sneak to your leggings",
        description:
          "Combine the books on an anvil. Swift Sneak III lets you sneak at 75% of your walking speed.",
      },
      {
        title: "Craft a recovery compass",
        description: "8 echo shards around a compass make a recovery compass that points to your last death.",
      },
    ],
  },
  {
    id: "trial-chambers-and-the-mace",
    title: "Trial Chambers and the Mace",
    description:
      "Clear trial chambers, collect trial keys and open the vaults. Then turn on Trial Omen with an ominous bottle and farm ominous vaults until you get a heavy core for the mace. Bring lots of food and a good shield.",
    tags: ["trial-chambers", "mace", "breeze", "vaults"],
    difficulty: "Hard",
    categories: [3, 0],
    supportedSince: "1.21.1",
    author: 1,
    likes: 15,
    ageDays: 96,
    steps: [
      {
        title: "Find a trial chamber",
        description:
          "Look for copper and tuff in caves between Y -40 and Y -20, or buy a trial explorer map from a cartographer.",
      },
      {
        title: "Beat the trial spawners",
        description: "Defeat every wave of a trial spawner. It rewards you with loot and often a trial key.",
      },
      {
        title: "Open the vaults",
        description: "Use a trial key on a vault. Each vault gives you loot once per player.",
      },
      {
        title: "Fight breezes for breeze rods",
        description:
          "Breezes deflect most projectiles, so fight them in melee. Each breeze rod crafts into 4 wind charges.",
      },
      {
        title: "Get an ominous bottle",
        description: "Kill a raid captain at a pillager outpost or patrol. It drops an ominous bottle.",
      },
      {
        title: "Start ominous trials",
        description:
          "Drink the bottle and enter the chamber to get Trial Omen. Spawners become ominous and drop ominous trial keys.",
      },
      {
        title: "Open ominous vaults for a heavy core",
        description: "The heavy core is a rare drop, so repeat the ominous trials until you get one.",
      },
      {
        title: "Craft the mace",
        description: "Combine the heavy core with a breeze rod. The mace hits harder the further you fall.",
      },
      {
        title: "Look for Wind Burst",
        description:
          "Wind Burst books only come from ominous vaults and launch you back up after each smash attack.",
      },
    ],
  },
  {
    id: "skyblock-start",
    title: "Skyblock Start",
    description:
      "Survive on a tiny floating island with one tree, a chest and very few blocks. Build a safe cobblestone generator, save every sapling, make infinite water and grow your island into a working base.",
    tags: ["skyblock", "survival", "challenge", "cobblestone"],
    difficulty: "Medium",
    categories: [0, 3],
    supportedSince: "1.12.2",
    author: 0,
    likes: 5,
    ageDays: 330,
    steps: [
      {
        title: "Check the starter chest",
        description: "Most skyblock maps give you lava and ice. Do not place anything until you have a plan.",
      },
      {
        title: "Sneak near every edge",
        description:
          "Hold sneak while building at the edge of the island. One fall into the void loses everything.",
      },
      {
        title: "Harvest the tree and replant",
        description: "Break the leaves by hand to collect saplings and apples, then replant right away.",
      },
      {
        title: "Build a cobblestone generator",
        description:
          "Let flowing water meet flowing lava with a one block gap between them. Never pour water onto a lava source or it turns into obsidian.",
      },
      {
        title: "Make infinite water",
        description:
          "Break the ice over a block to get water, then make two sources in a 2x2 hole for an endless supply.",
      },
      {
        title: "Start a farm",
        description:
          "Use the starting dirt and seeds, or bonemeal grass to find seeds, and expand with more dirt.",
      },
      {
        title: "Build a mob spawning platform",
        description:
          "Build a dark platform away from the island so mobs spawn there. Zombies, skeletons and spiders give iron, bones and string.",
      },
      {
        title: "Expand the island",
        description: "Use cobblestone to make more space for trees, farms and storage.",
      },
    ],
  },
  {
    id: "medieval-castle-build",
    title: "Medieval Castle Build",
    description:
      "Plan and build a medieval castle with curtain walls, corner towers, a gatehouse and a tall keep. Mix stone textures, add depth to every wall and finish with steep roofs and a cozy great hall.",
    tags: ["castle", "medieval", "building", "stone"],
    difficulty: "Medium",
    categories: [1],
    supportedSince: "1.20",
    author: 0,
    likes: 26,
    ageDays: 261,
    steps: [
      {
        title: "Choose the site and outline the walls",
        description: "A hill or a river bend looks great. Mark the outer walls with a temporary block first.",
      },
      {
        title: "Pick a block palette",
        description:
          "Use **stone bricks** as the base and mix in:\n\n- cobblestone and andesite\n- mossy and cracked variants\n- spruce and dark oak for wood",
      },
      {
        title: "Raise the curtain walls and corner towers",
        description:
          "Make the walls at least *8 blocks* high and put a round or square tower on every corner. See [the wiki on stone bricks](https://minecraft.wiki/w/Stone_Bricks).",
        materials: [
          { item: "Stone Bricks", count: 1200 },
          { item: "Cobblestone", count: 400 },
          { item: "Spruce Log", count: 96 },
        ],
      },
      {
        title: "Add battlements and a wall walk",
        description: "Alternate full blocks and gaps on top of the walls, and add a walkway behind them.",
      },
      {
        title: "Build the gatehouse",
        description: "Frame the entrance with two towers and use iron bars or fences as a portcullis.",
      },
      {
        title: "Build the keep",
        description: "Make the central keep the tallest building so it stands out from every direction.",
      },
      {
        title: "Add depth to every wall",
        description:
          "Use pillars, stairs, slabs and walls to break up flat surfaces, and set windows one block in.",
      },
      {
        title: "Top it off with steep roofs",
        description: "Use spruce or deepslate tile stairs for steep roofs on the towers and the keep.",
      },
      {
        title: "Furnish the great hall",
        description: "Add long tables, banners, lanterns, a fireplace and a throne at the end of the hall.",
      },
      {
        title: "Landscape the surroundings",
        description: "Add a moat, dirt paths, small houses and farms outside the walls to bring it to life.",
      },
    ],
  },
  {
    id: "hardcore-first-week",
    title: "Hardcore First Week",
    description:
      "You only get one life in Hardcore, and it is locked to Hard difficulty. This checklist covers careful habits for your first week: safe mining, food security, good armor and never taking a risk you do not need.",
    tags: ["hardcore", "survival", "one-life", "safety"],
    difficulty: "Hard",
    categories: [0],
    supportedSince: "1.21.5",
    author: 2,
    likes: 3,
    ageDays: 21,
    steps: [
      {
        title: "Build a shelter before the first night",
        description:
          "Get wood, stone tools and a bed or a sealed shelter before dusk. Never wander around at night.",
      },
      {
        title: "Always carry a shield and food",
        description:
          "A shield blocks skeleton arrows and creeper blasts. Eat before your hunger bar gets low.",
      },
      {
        title: "Get iron armor and a water bucket",
        description: "Iron gear should come first. A water bucket saves you from falls and from lava fires.",
      },
      {
        title: "Start a steady food supply",
        description: "Plant wheat and breed cows early so you have bread, steak and leather.",
      },
      {
        title: "Mine safely",
        description:
          "Do not dig straight down or straight up. Light every cave you enter and block off the dark parts.",
      },
      {
        title: "Avoid risky fights",
        description:
          "Stay away from witches, drowned with tridents and groups of mobs until you have better gear.",
      },
      {
        title: "Light up and wall in your base",
        description: "Mobs spawn in darkness. Light your base area and build a wall or fence around it.",
      },
      {
        title: "Prepare before the Nether",
        description:
          "Wear at least one gold armor piece so piglins stay calm, and bring blocks, a shield and fire resistance if you can.",
      },
    ],
  },
  {
    id: "all-advancements-part-1",
    title: "All Minecraft Advancements Part 1",
    description:
      "The first part of an all advancements run, covering the Minecraft tab from Stone Age to The End. Tick them off in this order and you will also be well prepared for the Nether and End parts that follow.",
    tags: ["advancements", "completionist", "progression", "guide"],
    difficulty: "Medium",
    categories: [3, 0],
    supportedSince: "1.21.4",
    author: 3,
    likes: 7,
    ageDays: 58,
    steps: [
      {
        title: "Stone Age and Getting an Upgrade",
        description: "Mine stone with a new pickaxe, then craft a better pickaxe.",
      },
      {
        title: "Acquire Hardware and Isn't It Iron Pick",
        description: "Smelt an iron ingot and craft an iron pickaxe.",
      },
      {
        title: "Suit Up and Not Today, Thank You",
        description: "Wear any piece of iron armor, then block a projectile with a shield.",
      },
      {
        title: "Hot Stuff and Ice Bucket Challenge",
        description: "Fill a bucket with lava, then get a block of obsidian.",
      },
      {
        title: "Diamonds! and Cover Me with Diamonds",
        description: "Find diamonds and wear diamond armor. Diamond ore is most common deep below Y 0.",
      },
      {
        title: "We Need to Go Deeper",
        description: "Build, light and enter a Nether portal.",
      },
      {
        title: "Enchanter",
        description: "Enchant any item at an enchanting table.",
      },
      {
        title: "Zombie Doctor",
        description: "Weaken a zombie villager with a splash potion of weakness and feed it a golden apple.",
      },
      {
        title: "Eye Spy",
        description: "Follow an eye of ender into a stronghold.",
      },
      {
        title: "The End?",
        description: "Enter the End portal in the stronghold.",
      },
    ],
  },
  {
    id: "archaeology-and-armor-trims",
    title: "Archaeology and Armor Trims",
    description:
      "Brush suspicious sand and gravel for pottery sherds and sniffer eggs, then collect smithing templates from structures all over the world and give your armor unique trims with different materials.",
    tags: ["archaeology", "armor-trims", "sniffer", "smithing"],
    difficulty: "Easy",
    categories: [3, 1],
    supportedSince: "1.20",
    author: 5,
    likes: 10,
    ageDays: 147,
    steps: [
      {
        title: "Craft a brush",
        description: "A feather, a copper ingot and a stick make a brush.",
      },
      {
        title: "Find suspicious sand and gravel",
        description:
          "Look in desert temples, desert wells, ocean ruins and trail ruins. Suspicious blocks look slightly different from normal ones.",
      },
      {
        title: "Brush carefully",
        description:
          "Hold use on the block until the item pops out. Breaking the block destroys the item inside.",
      },
      {
        title: "Make decorated pots",
        description: "Combine four pottery sherds or bricks in a crafting table to make a decorated pot.",
      },
      {
        title: "Hatch a sniffer egg",
        description:
          "Sniffer eggs come from suspicious sand in warm ocean ruins. A hatched sniffer digs up torchflower seeds and pitcher pods.",
      },
      {
        title: "Collect trims from Overworld structures",
        description:
          "Sentry from pillager outposts, Dune from desert temples, Coast from shipwrecks, Wild from jungle temples, Tide from elder guardians.",
      },
      {
        title: "Collect the harder trims",
        description:
          "Ward and Silence from ancient cities, Eye from strongholds, Vex from mansions, Snout from bastions, Rib from fortresses, Spire from end cities.",
      },
      {
        title: "Duplicate your templates",
        description:
          "A template, 7 diamonds and the matching block, such as sandstone for Dune, make two templates.",
      },
      {
        title: "Apply trims at a smithing table",
        description:
          "Combine a template, an armor piece and a material like iron, gold, copper, amethyst or emerald to set the color.",
      },
    ],
  },
  {
    id: "better-minecraft-progression",
    title: "Better Minecraft Modpack Progression",
    description:
      "A relaxed route through the Better Minecraft modpack on Forge 1.18.2. Set up the pack, explore the new biomes and structures, upgrade your gear step by step and get ready for the tougher dungeons and bosses.",
    tags: ["better-minecraft", "modpack", "modded", "exploration"],
    difficulty: "Medium",
    categories: [2, 3],
    supportedSince: "1.18.2",
    author: 5,
    likes: 4,
    ageDays: 318,
    steps: [
      {
        title: "Install the pack",
        description: "Install it through the CurseForge app and give the game at least 6 GB of RAM.",
      },
      {
        title: "Read the in-game guides",
        description: "Check the pack's quests or guide books. They point you to the main progression steps.",
      },
      {
        title: "Set up a starter base",
        description: "Build near a village or a safe biome with wood and water, and make a bed right away.",
      },
      {
        title: "Explore the new biomes",
        description: "Travel a little further each day. Mark interesting structures with a map or waypoints.",
      },
      {
        title: "Upgrade to iron and then diamond gear",
        description: "New mobs hit harder than vanilla ones, so get armor before you raid any dungeon.",
      },
      {
        title: "Clear smaller dungeons first",
        description: "Start with small structures and towers. Bring food, a shield and plenty of torches.",
      },
      {
        title: "Set up storage and backpacks",
        description: "Sort your loot into labeled chests and craft a backpack for longer trips.",
      },
      {
        title: "Prepare for the bosses",
        description: "Enchant your gear, brew potions and bring friends if you play on a server.",
      },
    ],
  },
  {
    id: "automatic-sugar-cane-farm",
    title: "Automatic Sugar Cane Farm",
    description:
      "Build a small observer and piston sugar cane farm that harvests itself and drops everything into a chest. Sugar cane turns into paper for books, maps and firework rockets, so this farm pays off quickly.",
    tags: ["sugar-cane", "farm", "redstone", "tutorial"],
    difficulty: "Easy",
    categories: [4, 0],
    supportedSince: "1.17.1",
    author: 4,
    likes: 13,
    ageDays: 205,
    steps: [
      {
        title: "Gather the materials",
        description:
          "For an 8 block row you need 8 sugar cane, 8 pistons, 8 observers, 8 redstone dust, hoppers, a chest and a water bucket.",
      },
      {
        title: "Get nether quartz for observers",
        description: "Each observer needs 6 cobblestone, 2 redstone dust and 1 nether quartz.",
      },
      {
        title: "Plant the sugar cane row",
        description: "Place a row of dirt or sand next to water and plant one sugar cane on each block.",
      },
      {
        title: "Place the pistons",
        description: "Behind the row, at the height of the second cane block, place pistons facing the cane.",
      },
      {
        title: "Place the observers",
        description:
          "Put an observer on top of each piston, looking at the spot where the third cane block grows.",
      },
      {
        title: "Wire the observers to the pistons",
        description:
          "Put a row of blocks behind the pistons and redstone dust on top, right behind the observers, so each pulse powers the pistons.",
      },
      {
        title: "Collect the drops",
        description:
          "Run a water stream in front of the cane toward hoppers that feed a chest, and cover the front with glass.",
      },
    ],
  },
  {
    id: "enchanting-setup-tutorial",
    title: "Enchanting Table Setup",
    description:
      "Everything you need for level 30 enchantments: the enchanting table, 15 bookshelves placed the right way, lapis lazuli and enough experience. Also covers anvils and grindstones for combining and removing enchantments.",
    tags: ["enchanting", "bookshelves", "tutorial", "experience"],
    difficulty: "Easy",
    categories: [4, 0],
    supportedSince: "1.15.2",
    author: 4,
    likes: 2,
    ageDays: 366,
    steps: [
      {
        title: "Craft the enchanting table",
        description:
          "You need 1 book, 2 diamonds and 4 obsidian. Obsidian can only be mined with a diamond pickaxe.",
      },
      {
        title: "Collect lapis lazuli",
        description: "Every enchantment costs 1 to 3 lapis lazuli, so mine a good stack.",
      },
      {
        title: "Craft 15 bookshelves",
        description:
          "Each bookshelf needs 6 planks and 3 books. A book is 3 paper and 1 leather, so start a sugar cane and cow farm.",
      },
      {
        title: "Place the bookshelves correctly",
        description:
          "Leave exactly one air block between the table and the shelves, on the same level or one block higher. Nothing may sit in the gap.",
      },
      {
        title: "Collect experience",
        description:
          "Reach level 30 by mining ores, smelting and fighting mobs. A level 30 enchantment costs 3 levels.",
      },
      {
        title: "Enchant books for flexibility",
        description: "Enchant books instead of tools when you want to pick the exact item later.",
      },
      {
        title: "Combine with an anvil",
        description:
          "Use an anvil to add enchanted books to your gear or to merge two items with different enchantments.",
      },
      {
        title: "Remove enchantments with a grindstone",
        description: "A grindstone strips non-curse enchantments and gives some experience back.",
      },
    ],
  },
  {
    id: "cherry-blossom-cottage",
    title: "Cozy Cherry Blossom Cottage",
    description:
      "A small starter cottage for the cherry grove biome. Uses cherry wood, stone bricks and pink petals for a soft, cozy look that fits right into the pink trees. Good for a first build in a new 1.20 world.",
    tags: ["cherry", "cottage", "cozy", "starter-house"],
    difficulty: "Easy",
    categories: [1],
    supportedSince: "1.20",
    author: 1,
    likes: 0,
    ageDays: 2,
    status: "under_review",
    steps: [
      {
        title: "Find a cherry grove",
        description: "Cherry groves generate on mountain slopes and meadows. Look for pink trees.",
      },
      {
        title: "Collect cherry logs and planks",
        description: "You need about two stacks of logs for the frame, floors and roof.",
      },
      {
        title: "Lay a stone brick foundation",
        description: "Build a 7x9 base one block above the ground with stone bricks.",
      },
      {
        title: "Frame the walls with stripped logs",
        description: "Put stripped cherry logs on the corners and fill the walls with cherry planks.",
      },
      {
        title: "Add a roof and windows",
        description: "Use cherry stairs for the roof and glass panes with trapdoor shutters for the windows.",
      },
      {
        title: "Decorate the garden",
        description: "Scatter pink petals, flowers and a small path around the cottage.",
      },
    ],
  },
  {
    id: "any-percent-speedrun-route",
    title: "Any Percent Speedrun Route",
    description:
      "The fastest way to beat the game in 1.16.5: a quick overworld start, bastion bartering for ender pearls, a fortress for blaze rods, stronghold triangulation and a one cycle dragon kill using beds.",
    tags: ["speedrun", "any-percent", "ender-dragon", "bartering"],
    difficulty: "Hard",
    categories: [3],
    supportedSince: "1.16.5",
    author: 3,
    likes: 0,
    ageDays: 5,
    status: "rejected",
    rejectionReason:
      "Thanks for submitting! The steps appear to be copied word for word from a speedrun guide on another website. Please rewrite them in your own words (you are welcome to credit the original guide) and submit the checklist again.",
    steps: [
      {
        title: "Overworld start",
        description: "Get wood, a stone pickaxe, iron from a shipwreck or village, and a bucket.",
      },
      {
        title: "Enter the Nether",
        description: "Make a portal with lava and water using the bucket.",
      },
      {
        title: "Barter at a bastion",
        description: "Trade gold with piglins for ender pearls and obsidian.",
      },
      {
        title: "Get blaze rods at a fortress",
        description: "Collect 6 or 7 blaze rods.",
      },
      {
        title: "Triangulate the stronghold",
        description: "Throw eyes of ender from two places and work out where the lines cross.",
      },
      {
        title: "One cycle the dragon",
        description: "Use beds under the perched dragon to finish the fight quickly.",
      },
    ],
  },
  // D65: guides in other languages, so Explore's language filter has something to show.
  {
    id: "guia-primeira-noite",
    title: "Guia de sobrevivência: a primeira noite",
    description:
      "Um plano tranquilo para o seu primeiro dia no Minecraft: junte madeira, faça as primeiras ferramentas, arrume comida e passe a noite longe dos monstros. Serve para qualquer mundo novo no modo Sobrevivência.",
    tags: ["sobrevivência", "iniciante", "primeiro-dia"],
    difficulty: "Easy",
    categories: [0, 4],
    supportedSince: "1.21.4",
    author: 4,
    likes: 3,
    ageDays: 40,
    language: "pt-BR",
    steps: [
      {
        title: "Quebre árvores para pegar troncos",
        description:
          "Pegue pelo menos 10 troncos. Transforme alguns em tábuas e faça uma bancada de trabalho e alguns gravetos.",
      },
      {
        title: "Faça uma picareta de madeira e depois as de pedra",
        description:
          "Minere 3 pedregulhos com a picareta de madeira e faça picareta, espada, machado e pá de pedra.",
      },
      {
        title: "Arrume comida",
        description: "Cace vacas, porcos ou galinhas e asse a carne numa fornalha com carvão ou madeira.",
      },
      {
        title: "Faça tochas",
        description: "Minere carvão (ou faça carvão vegetal na fornalha) e junte com gravetos.",
      },
      {
        title: "Durma ou se esconda antes de escurecer",
        description:
          "Com 3 lãs de ovelha e 3 tábuas você faz uma cama. Sem cama, cave um abrigo, feche a entrada com blocos e ilumine tudo com tochas.",
      },
    ],
  },
  {
    id: "erstes-netherportal",
    title: "Dein erstes Netherportal",
    description:
      "Von der Diamantspitzhacke bis zur sicheren Rückkehr: So baust du dein erstes Netherportal und überlebst die ersten Minuten im Nether. Für den Überlebensmodus, ohne Mods.",
    tags: ["nether", "portal", "einsteiger"],
    difficulty: "Medium",
    categories: [0, 3],
    supportedSince: "1.21.4",
    author: 5,
    likes: 2,
    ageDays: 60,
    language: "de",
    steps: [
      {
        title: "Eine Diamantspitzhacke herstellen",
        description: "Nur mit einer Diamant- oder Netheritspitzhacke kannst du Obsidian abbauen.",
      },
      {
        title: "Obsidian besorgen",
        description:
          "Baue 10 Obsidian ab, oder gieße mit einem Wassereimer Wasser über stehende Lava und forme die Blöcke direkt zum Rahmen.",
      },
      {
        title: "Den Rahmen bauen und entzünden",
        description: "Der Rahmen ist 4 Blöcke breit und 5 hoch; entzünde ihn mit einem Feuerzeug.",
      },
      {
        title: "Goldrüstung anziehen",
        description: "Mit mindestens einem Teil Goldrüstung greifen dich Piglins nicht sofort an.",
      },
      {
        title: "Koordinaten notieren",
        description:
          "Drück F3 und schreib dir die Koordinaten des Portals auf, damit du im Nether den Weg zurück findest.",
      },
    ],
  },
];

/**
 * A run three sample players play together and share by link (D44, D47), at a fixed address so
 * that `npm run lighthouse` can measure the public page of a shared run.
 */
export const DEMO_SHARED_RUN = {
  id: "5a4ed000-0000-4000-8000-000000000001",
  checklistId: "first-night-survival",
  name: "SMP season 1",
  /** Indexes into the sample players; the first owns the run. */
  players: [0, 1, 2],
  ticked: 4,
};
