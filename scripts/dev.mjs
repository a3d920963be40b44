// `npm run dev`: the API on :3000 (local mode, restarts on change) and Vite with hot reload on :5173.
// Open http://localhost:5173 — sign-in cookies and redirects use that address.
import { spawn } from "node:child_process";

const env = { ...process.env, PORT: "3000", PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" };
const children = [
  spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--watch",
      "--watch-path=src/server",
      "--watch-path=src/shared",
      "src/server/main.ts",
    ],
    {
      stdio: "inherit",
      env,
    },
  ),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], {
    stdio: "inherit",
    env: { ...env, API_PORT: "3000" },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
