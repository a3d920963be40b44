/** D51: materials are counted in stacks of 64, as most Minecraft items stack. */
export const STACK_SIZE = 64;

const number = (n: number) => n.toLocaleString("en-US");

/**
 * The stacks a count makes: 64 → '1 stack', 70 → '1 stack + 6', 200 → '3 stacks + 8',
 * 128 → '2 stacks'. Null below one stack (10 is just 10).
 */
export function stacksText(count: number): string | null {
  const stacks = Math.floor(count / STACK_SIZE);
  if (stacks === 0) return null;
  const rest = count % STACK_SIZE;
  const whole = `${number(stacks)} ${stacks === 1 ? "stack" : "stacks"}`;
  return rest === 0 ? whole : `${whole} + ${rest}`;
}

/** A material's count as shown: '200 = 3 stacks + 8', '64 = 1 stack', '10'. */
export function countWithStacks(count: number): string {
  const stacks = stacksText(count);
  return stacks ? `${number(count)} = ${stacks}` : number(count);
}

/** One material as one line of text (the moderation diff, search): 'Oak Log: 200 = 3 stacks + 8'. */
export function materialText(material: { item: string; count: number }): string {
  return `${material.item}: ${countWithStacks(material.count)}`;
}
