import type { DatabaseHandle } from "../db/client.ts";

type Send = (...args: unknown[]) => unknown;
type Sends = Record<string, Send | undefined>;

/**
 * The statements the app sends to its database while `during` runs (decision 047): every query
 * and exec of the PGlite or pg.Pool behind drizzle. A connection or transaction taken apart
 * (whose own statements this does not see) shows as a `connect:` or `transaction:` entry, so a
 * test can refuse it. The app runs in the test's process, so this sees all it sends.
 */
export async function countStatements(
  database: DatabaseHandle,
  during: () => Promise<unknown>,
): Promise<{ count: number; texts: string[] }> {
  const client = (database.db as unknown as { $client: Sends }).$client;
  const texts: string[] = [];
  const methods = ["query", "exec", "connect", "transaction"].filter(
    (name) => typeof client[name] === "function",
  );
  const originals = methods.map((name) => [name, client[name] as Send] as const);
  // pg.Pool's query takes its connection through this.connect, at once: not a statement of its own.
  let inQuery = false;
  for (const [name, original] of originals) {
    client[name] = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      if (!(name === "connect" && inQuery)) {
        texts.push(`${name}: ${typeof first === "string" ? first : (first?.text ?? "")}`.slice(0, 160));
      }
      inQuery = name === "query";
      try {
        return original.apply(this, args);
      } finally {
        inQuery = false;
      }
    };
  }
  try {
    await during();
  } finally {
    for (const [name, original] of originals) client[name] = original;
  }
  return { count: texts.length, texts };
}
