// The feature layers of docs/architecture.md, lowest first: a feature's non-test files import
// only features below it (and itself), so no two depend on each other (decisions/038).
// .dependency-cruiser.cjs turns them into rules; scripts/walls.test.ts checks each names every
// feature folder once.

const server = [
  "game",
  "rate-limit",
  "auth",
  "notifications",
  "checklists",
  "collections",
  "runs",
  "playing",
  "previews",
  "discord",
  "users",
  "follows",
  "home",
  "messages",
  "moderation",
  "reports",
  "me",
  "official",
  "demo",
  "analytics",
  "health",
];

// The checklist page, which composes playing, runs, messages and reports, stands on top.
const web = [
  "static-pages",
  "not-found",
  "install",
  "notifications",
  "messages",
  "reports",
  "session",
  "checklists",
  "runs",
  "offline",
  "playing",
  "collections",
  "home",
  "people",
  "moderation",
  "checklist-page",
];

module.exports = { server, web };
