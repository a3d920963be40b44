import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNode } from "../test-support/run-node.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

/** The raw answer, bytes as sent (fetch would decompress them). */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const decode = (answer: Awaited<ReturnType<typeof get>>) =>
  answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body).toString()
    : answer.headers["content-encoding"] === "gzip"
      ? gunzipSync(answer.body).toString()
      : answer.body.toString();

/** D30 on the real app: built assets precompressed, HTML and JSON over 1 KB per request. */
describe("compression (D30)", () => {
  let t: TestApp;
  let webDir: string;
  const script = `const message = "${"tick the next step ".repeat(200)}";\nconsole.log(message);\n`;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "checkcraft-web-"));
    copyFileSync(
      path.join(import.meta.dirname, "../test-support/web/index.html"),
      path.join(webDir, "index.html"),
    );
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(path.join(webDir, "assets", "app-abc123.js"), script);
    const built = await runNode(["scripts/compress-assets.mjs", webDir], {
      cwd: path.resolve(import.meta.dirname, "../../.."),
      timeoutMs: 30_000,
    });
    expect(built.stdout).toContain("Compressed 2 assets"); // the script and index.html
    t = await startTestApp("pglite", { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("sends a built asset's brotli or gzip copy by Accept-Encoding, and plain bytes to a client that takes neither", async () => {
    const url = `${t.url}/assets/app-abc123.js`;
    const br = await get(url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("ccept-encoding");
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(decode(br)).toBe(script);
    const gzip = await get(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzip)).toBe(script);
    for (const plain of [await get(url), await get(url, "identity")]) {
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it("compresses JSON and pages over 1 KB per request, and leaves small answers alone", async () => {
    const explore = await get(`${t.url}/api/checklists?perPage=50`, "br, gzip");
    expect(explore.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decode(explore)).items.length).toBeGreaterThan(5);
    const plain = await get(`${t.url}/api/checklists?perPage=50`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(JSON.parse(decode(explore)));

    const page = await get(`${t.url}/checklist/first-night-survival`, "gzip");
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(decode(page)).toContain('property="og:title"');
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");

    const small = await get(`${t.url}/api/health/live`, "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
