/**
 * D72: the webhook address is a secret, so the database holds it sealed (AES-256-GCM) with a key
 * made from the server's secret: a backup or dump of the database (D58) posts nowhere. A changed
 * SESSION_SECRET leaves it unreadable: the owner pastes it again.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const keyOf = (secret: string) => createHmac("sha256", secret).update("run-discord-webhook").digest();

export function sealAddress(secret: string, address: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(address, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** The address, or null when it was sealed with another secret (or is damaged). */
export function unsealAddress(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
