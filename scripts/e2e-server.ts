// Starts the built site for the browser tests with a brand-new data folder (local mode).
import { rmSync } from "node:fs";
import path from "node:path";

rmSync(path.resolve(process.env.DATA_DIR ?? ".e2e-data"), { recursive: true, force: true });
await import("../src/server/main.ts");
