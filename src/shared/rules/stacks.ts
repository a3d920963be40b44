/** D51: free text (a modded item) is counted in stacks of 64, as most Minecraft items stack. */
export const FREE_TEXT_STACK_SIZE = 64;
/** D60: a shulker box holds 27 stacks. */
export const SHULKER_BOX_STACKS = 27;

/**
 * A translator of the catalogs (issue 38): the web's `useT()`. Without one, the words are
 * English, as the API and the tests read them.
 */
export type StackWords = (id: string, values: { count: number }) => string;

const english: StackWords = (id, { count }) => {
  const number = count.toLocaleString("en-US");
  if (id === "shared.shulkerBoxes") return `${number} ${count === 1 ? "shulker box" : "shulker boxes"}`;
  if (id === "shared.stacks") return `${number} ${count === 1 ? "stack" : "stacks"}`;
  return number;
};

/**
 * The stacks a count makes in its item's own stack size (D60): 20 of 16 → '1 stack + 4', 64 of 16
 * → '4 stacks'; of a 64-stacking item from 1,728 on also shulker boxes (27 stacks each): 3,456 →
 * '2 shulker boxes', 2,000 → '1 shulker box + 4 stacks + 16'. Null below one stack and for what
 * does not stack (3 pickaxes are just 3).
 */
export function stacksText(count: number, stackSize: number, words: StackWords = english): string | null {
  if (stackSize <= 1 || count < stackSize) return null;
  const boxSize = stackSize * SHULKER_BOX_STACKS;
  const boxes = stackSize === FREE_TEXT_STACK_SIZE ? Math.floor(count / boxSize) : 0;
  const stacks = Math.floor((count - boxes * boxSize) / stackSize);
  const rest = count % stackSize;
  return [
    boxes ? words("shared.shulkerBoxes", { count: boxes }) : "",
    stacks ? words("shared.stacks", { count: stacks }) : "",
    rest ? words("shared.count", { count: rest }) : "",
  ]
    .filter(Boolean)
    .join(" + ");
}

/** A material's count as shown: '200 = 3 stacks + 8', '20 = 1 stack + 4', '10', '3'. */
export function countWithStacks(count: number, stackSize: number, words: StackWords = english): string {
  const stacks = stacksText(count, stackSize, words);
  const number = words("shared.count", { count });
  return stacks ? `${number} = ${stacks}` : number;
}

/** One material as one line of text (the moderation diff, search): 'Oak Log: 200 = 3 stacks + 8'. */
export function materialText(
  material: {
    item: string;
    count: number;
    name?: string;
    stackSize?: number;
  },
  words: StackWords = english,
): string {
  const stackSize = material.stackSize ?? FREE_TEXT_STACK_SIZE;
  return `${material.name ?? material.item}: ${countWithStacks(material.count, stackSize, words)}`;
}
