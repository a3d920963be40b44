// Types of scripts/build.mjs for its test (the script itself runs without a TypeScript loader).
export interface BuildPart {
  name: string;
  output: string;
  inputs: string[];
  steps: string[][];
  alsoNeeds: string[];
}
export const PARTS: [BuildPart, BuildPart];
export function isUpToDate(root: string, part: BuildPart): boolean;
export function recordBuilt(root: string, part: BuildPart): void;
