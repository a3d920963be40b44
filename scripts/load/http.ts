// One HTTP exchange as a player's browser makes it: its own keep-alive connection, its cookie,
// timed from the request to the end of the answer. A network failure is status 0. Like a
// browser, a request that finds its kept-alive connection just closed by the proxy (its idle
// timeout met the request on the wire) is sent once more on a new one, unless it is a POST.
import http from "node:http";

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

const TIMEOUT_MS = 30_000;

export function connection(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 1 });
}

export function send(
  origin: string,
  agent: http.Agent,
  method: string,
  path: string,
  cookie: string,
  json?: unknown,
  retried = false,
): Promise<Answer> {
  const started = performance.now();
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve) => {
    const done = (status: number, text: string) =>
      resolve({ status, body: text, ms: performance.now() - started });
    const request = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          cookie,
          accept: "application/json",
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => done(response.statusCode ?? 0, text));
        response.on("error", () => done(0, text));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) => {
      const closedUnderIt = request.reusedSocket && error.code === "ECONNRESET" && method !== "POST";
      if (closedUnderIt && !retried) resolve(send(origin, agent, method, path, cookie, json, true));
      else done(0, error.message);
    });
    request.end(body);
  });
}
