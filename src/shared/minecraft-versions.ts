/** SPEC §3: the Minecraft versions offered, newest first. The API accepts only these (D25). */
export const MINECRAFT_VERSIONS = [
  "1.21.5",
  "1.21.4",
  "1.21.1",
  "1.20.4",
  "1.20.1",
  "1.20",
  "1.19.4",
  "1.19",
  "1.18.2",
  "1.18",
  "1.17.1",
  "1.16.5",
  "1.15.2",
  "1.12.2",
  "1.7.10",
] as const;

export type MinecraftVersion = (typeof MINECRAFT_VERSIONS)[number];
