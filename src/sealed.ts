// Values deskbot hands a platform to carry back (a modal's metadata, a dialog's data), sealed: only what deskbot wrote is read back.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The length of a seal: a base64url HMAC-SHA256. */
const SEAL_LENGTH = 43;

/**
 * A key for one purpose, derived from a secret deskbot already holds (every instance derives the
 * same key), or random for this process when there is none (a loopback bot with no credentials).
 */
export function sealKey(secret: string | undefined, purpose: string): Buffer {
  return createHmac("sha256", secret || randomBytes(32))
    .update(`deskbot seal: ${purpose}`)
    .digest();
}

const macOf = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url");

/** `text` with its seal in front; as long as `text` plus 44 characters. */
export function seal(key: Buffer, text: string): string {
  return `${macOf(key, text)}.${text}`;
}

/** The text deskbot sealed, or undefined when the seal is missing or does not match (a forged or altered value). */
export function unseal(key: Buffer, sealed: unknown): string | undefined {
  if (typeof sealed !== "string" || sealed[SEAL_LENGTH] !== ".") return undefined;
  const text = sealed.slice(SEAL_LENGTH + 1);
  const given = Buffer.from(sealed.slice(0, SEAL_LENGTH));
  const expected = Buffer.from(macOf(key, text));
  return given.length === expected.length && timingSafeEqual(given, expected) ? text : undefined;
}
