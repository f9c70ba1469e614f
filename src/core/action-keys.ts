// An automation's Idempotency-Key, bound to the request it first came with: the same key with another request is refused, unrun.
import { createHash } from "node:crypto";
import { t } from "../messages/translate.ts";
import type { ClaimStore } from "../store/ports.ts";
import type { ActionOutcome } from "./actions.ts";

/** What a key is bound to: a hash of the action and its raw body. */
interface Binding {
  request: string;
}

/** The fingerprint of a request: its action and its body, byte for byte. */
export function requestFingerprint(action: string, body: Buffer | string): string {
  return createHash("sha256").update(`${action}\n`).update(body).digest("hex");
}

/**
 * Runs `work` under `key` only when the key is new or was first used for the same request
 * (`fingerprint`); then the core's own claim of the delivery gives a repeat the first answer. A key
 * first used for another request is refused with 409 and nothing is run: its first answer is not
 * this request's. The binding is kept in the store's claims, shared by every instance; it is let
 * go when the work certainly did nothing (as the core forgets such a delivery), so that a
 * corrected request may use the key again.
 */
export async function runUnderKey(
  claims: ClaimStore,
  key: string,
  fingerprint: string,
  work: () => Promise<ActionOutcome>,
): Promise<ActionOutcome> {
  const bindingKey = `action-key:${key}`;
  const binding = JSON.stringify({ request: fingerprint } satisfies Binding);
  const claim = await claims.claimIdempotency(bindingKey);
  if (claim.status === "claimed") await claims.completeIdempotency(bindingKey, binding);
  else if (claim.status === "done") {
    if (boundTo(claim.outcome) !== fingerprint)
      return refusal(t("actions.keyReused"), t("actions.keyReused.troubleshoot"));
  } else if (claim.status === "in_progress" || !(await claims.abandonIdempotency(bindingKey, binding))) {
    // Another request with this key is being bound right now: which one it is cannot be told yet.
    return refusal(t("actions.keyBusy"), t("actions.keyBusy.troubleshoot"));
  }
  const outcome = await work();
  if (!outcome.ok && outcome.changedNothing) await claims.releaseIdempotency(bindingKey);
  return outcome;
}

function boundTo(outcome: string): string | undefined {
  try {
    const parsed = JSON.parse(outcome) as Partial<Binding>;
    return typeof parsed.request === "string" ? parsed.request : undefined;
  } catch {
    return undefined;
  }
}

function refusal(error: string, troubleshoot: string): ActionOutcome {
  return { ok: false, error, troubleshoot, status: 409 };
}
