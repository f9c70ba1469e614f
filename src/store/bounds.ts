// The longest key or id the store keeps: a last guard, so that no hostile id reaches an index of the database.
import { createHash } from "node:crypto";
import { ValueRefusedError } from "./ports.ts";

/**
 * The longest key or id the store keeps (a chat user id, a platform uid, a directory key, a claim's
 * key), in UTF-8 bytes. Postgres refuses an index row over about 2,700 bytes (SQLSTATE 54000), and
 * every index of the store is one such value beside a short one (a platform, a kind). Real ones are
 * far shorter: Slack ids are 11 characters, Entra object ids 36, e-mails at most 254.
 */
export const MAX_KEY_BYTES = 1024;

/** Whether `value` is longer than the store keeps (a UTF-16 unit is at most 3 bytes of UTF-8: short strings are not measured). */
export function isOverlong(value: string): boolean {
  return value.length > MAX_KEY_BYTES / 3 && Buffer.byteLength(value, "utf8") > MAX_KEY_BYTES;
}

/**
 * `value`, or a ValueRefusedError naming `what` (never the value: it is hostile, and long) when it
 * is over MAX_KEY_BYTES. For ids that are written and read back as they are (chat users, uids):
 * a hash of one could not be used to reach the person, so it is refused as data.
 */
export function boundedKey(value: string, what: string): string {
  if (!isOverlong(value)) return value;
  throw new ValueRefusedError(
    `${what} of ${Buffer.byteLength(value, "utf8")} bytes is over the ${MAX_KEY_BYTES} the store keeps`,
  );
}

/**
 * A claim's key as stored: itself, or `sha256:` and its hash when it is over MAX_KEY_BYTES. Claim
 * keys are opaque (only their equality counts), so a long one is still claimed exactly once instead
 * of failing the delivery it guards; a stored hash is short, so it maps to itself.
 */
export function storedClaimKey(key: string): string {
  return isOverlong(key) ? `sha256:${createHash("sha256").update(key).digest("hex")}` : key;
}
