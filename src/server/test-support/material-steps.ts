/**
 * Steps that need materials (D60, D70): andesite in two steps, ender pearls (stacks of 16), a
 * pickaxe (no stacking), a modded part as free text, and a step that needs nothing.
 */
export function materialSteps() {
  return [
    {
      title: "Walls",
      description: "",
      materials: [
        { item: "minecraft:andesite", count: 120 },
        { item: "minecraft:ender_pearl", count: 20 },
      ],
    },
    {
      title: "Roof",
      description: "",
      materials: [
        { item: "minecraft:andesite", count: 80 },
        { item: "minecraft:diamond_pickaxe", count: 3 },
        { item: "Create Cogwheel", count: 70 },
      ],
    },
    { title: "Light it", description: "" },
  ];
}
