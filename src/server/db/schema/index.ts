export * from "./activity.ts";
export * from "./checklists.ts";
export * from "./collections.ts";
export * from "./community.ts";
export * from "./discord.ts";
export * from "./runs.ts";
export * from "./users.ts";
