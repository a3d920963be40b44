import { spawn } from "node:child_process";

export type NodeRun = { status: number | null; stdout: string; stderr: string };

/**
 * Runs a Node.js script to its end and gives its exit code and output. Never `spawnSync`: a child
 * that does not end would block the test's worker, and with it the test timeout that should fail
 * it. A child still running after `timeoutMs` is killed and answers `status: null`.
 */
export function runNode(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs: number },
): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      stderr += `\n(killed: still running after ${options.timeoutMs} ms)`;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ status: code, stdout, stderr });
    });
  });
}
