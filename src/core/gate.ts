// The company gate: a chat platform serves a company only while the company's flag for it is on (cached).
import type { ApiClient } from "../api/client.ts";
import type { ApiError, ApiResult } from "../api/errors.ts";
import type { Company } from "../api/schemas.ts";
import { type Clock, systemClock } from "../clock.ts";
import { t } from "../messages/translate.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import { apiErrorReply } from "./api-replies.ts";
import { platformName } from "./platform.ts";
import { errorReply, type Reply } from "./reply.ts";

/** The company flag each chat platform depends on; the console depends on none. */
const FLAG_OF: Record<ChatPlatform, keyof Company | undefined> = {
  slack: "has_slack_enabled",
  teams: "has_ms_teams_enabled",
  console: undefined,
};

export type GateOutcome =
  | { open: true; company?: Company }
  | { open: false; reason: "disabled"; company: Company }
  | { open: false; reason: "error"; error: ApiError };

/**
 * Caches the company record for `ttlSeconds` and answers whether a platform may be served.
 * Concurrent checks share one request; failures are not cached.
 */
export class CompanyGate {
  private cached: { company: Company; at: number } | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly ttlSeconds: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The company record, from the cache while it is fresh. */
  async company(): Promise<ApiResult<Company>> {
    const cached = this.cached;
    if (cached && this.clock.now() - cached.at < this.ttlSeconds * 1000) return { ok: true, value: cached.company };
    // Checks at the same moment share one request: the client shares identical reads in flight.
    const result = await this.api.getCompany();
    if (result.ok) this.cached = { company: result.value, at: this.clock.now() };
    return result;
  }

  /** Whether the platform's flag is on; the console is always open. */
  async check(platform: ChatPlatform): Promise<GateOutcome> {
    const flag = FLAG_OF[platform];
    if (!flag) return { open: true };
    const result = await this.company();
    if (!result.ok) return { open: false, reason: "error", error: result.error };
    return result.value[flag] === true
      ? { open: true, company: result.value }
      : { open: false, reason: "disabled", company: result.value };
  }
}

/**
 * The reply that stops everything when the platform's company flag is off (or the company cannot
 * be read); undefined when the platform may be served.
 */
export async function gateRefusal(gate: CompanyGate, platform: ChatPlatform): Promise<Reply | undefined> {
  const outcome = await gate.check(platform);
  if (outcome.open) return undefined;
  if (outcome.reason === "error") return apiErrorReply(outcome.error, t("gate.readingCompany"));
  const name = platformName(platform);
  return errorReply(
    t("gate.off.title", { platform: name, company: outcome.company.name }),
    t("gate.off.troubleshoot", { platform: name }),
  );
}
