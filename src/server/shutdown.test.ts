import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server process (local mode, an empty PGlite folder), resolved once it is ready. */
async function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: "false",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no 'Site ready' in 60 s:\n${output}`)), 60_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site ready")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", watch);
    child.stderr.on("data", watch);
  });
  return { child, exited, output: () => output };
}

/** Sends a request's head and half its body now; `finish` sends the rest and reads the answer. */
function slowRequest(port: number, body: string) {
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(
    [
      "POST /api/analytics/pageview HTTP/1.1",
      `Host: localhost:${port}`,
      `Origin: http://localhost:${port}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      "",
      body.slice(0, half),
    ].join("\r\n"),
  );
  return {
    async finish() {
      socket.end(body.slice(half));
      await closed;
      return answer;
    },
  };
}

describe("SIGTERM", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "checkcraft-shutdown-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("finishes the request in flight, refuses new connections, closes the database and exits 0", async () => {
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const inFlight = slowRequest(port, JSON.stringify({ path: "/checklists?sort=newest" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));

    const refused = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      () => "answered",
      () => "refused",
    );
    expect(refused).toBe("refused");
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 20[04] /);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toContain("SIGTERM received, shutting down");

    // The folder was let go: a second server starts on it.
    const again = await startServer(dataDir, await freePort());
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 90_000);

  it("with SHUTDOWN_DRAIN_SECONDS, answers readiness 503 while still serving, then stops", async () => {
    const port = await freePort();
    const server = await startServer(dataDir, port, { SHUTDOWN_DRAIN_SECONDS: "2" });
    const origin = `http://127.0.0.1:${port}`;
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "draining" });
    expect((await fetch(`${origin}/api/checklists?sort=newest`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
    const refused = await fetch(`${origin}/api/health/live`).then(
      () => "answered",
      () => "refused",
    );
    expect(refused).toBe("refused");
  }, 90_000);
  it("closes a hung request's connection at the deadline and stops cleanly within the drain plus 10 s", async () => {
    const port = await freePort();
    const server = await startServer(dataDir, port, { SHUTDOWN_DRAIN_SECONDS: "1" });
    // A request whose body never ends, and one whose client sent half its head and went
    // (its socket left in CLOSE-WAIT on the server's side).
    const hung = net.connect(port, "127.0.0.1");
    const hungClosed = new Promise<number>((resolve) => hung.on("close", () => resolve(Date.now())));
    hung.on("error", () => {});
    hung.write(
      [
        "POST /api/analytics/pageview HTTP/1.1",
        `Host: localhost:${port}`,
        `Origin: http://localhost:${port}`,
        "Content-Type: application/json",
        "Content-Length: 1000",
        "",
        '{"path":"/',
      ].join("\r\n"),
    );
    const gone = net.connect(port, "127.0.0.1");
    gone.on("error", () => {});
    gone.end(`GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill("SIGTERM");

    // Not a forced exit (1) at the last resort: the connections were closed, the database too.
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(1_000 + 10_000);
    expect(await hungClosed).toBeLessThanOrEqual(Date.now());
    expect(server.output()).toContain("Connections still open 5 s after the drain: closing them");
    hung.destroy();
    gone.destroy();
  }, 90_000);
});
