export * from "./activity.ts";
export * from "./checklists.ts";
export * from "./community.ts";
export * from "./users.ts";
