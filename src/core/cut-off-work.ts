// Work cut off by a crash: once its claim's lease has run out, the person it was for is told the outcome is unknown.
import type { Clock } from "../clock.ts";
import type { Logger } from "../log.ts";
import { inLocale, type Locale, localeOf, t } from "../messages/translate.ts";
import type { AuditStore, ClaimStore } from "../store/ports.ts";
import { CHAT_PLATFORMS, type ChatPlatform } from "../vocabulary.ts";
import { AuditWriter } from "./audit-log.ts";
import type { Reply } from "./reply.ts";
import { ABANDONED, abandoned } from "./write-once.ts";

/** Delivers a reply to a reply address an adapter made (`Caller.replyAddress`); rejects when it cannot. */
export type LateDelivery = (replyAddress: string, reply: Reply) => Promise<void>;

export interface CutOffWorkOptions {
  store: ClaimStore & AuditStore;
  clock: Clock;
  logger: Logger;
  /** Each platform's way to reach a person after the fact. */
  deliveries: Partial<Record<ChatPlatform, LateDelivery>>;
  /** The language of a person whose own was not recorded, and of the audit log's words (DESK_LOCALE). */
  defaultLocale: Locale;
  /**
   * How far back a cut-off claim is still worth a word: no longer than the shortest reply window
   * (a Slack response URL lives 30 minutes).
   */
  windowMs?: number;
}

/** Slack's response URLs live 30 minutes; a word sent later would not arrive. */
export const CUT_OFF_WINDOW_MS = 25 * 60 * 1000;

/** Finds work whose instance stopped mid-way and tells its people, each exactly once across instances. */
export class CutOffWork {
  private readonly audit: AuditWriter;

  constructor(private readonly options: CutOffWorkOptions) {
    this.audit = new AuditWriter(options.store, options.clock);
  }

  /** Tells the people of every cut-off claim found now; resolves to how many were told. */
  sweep(): Promise<number> {
    return inLocale(this.options.defaultLocale, () => this.sweepNow());
  }

  private async sweepNow(): Promise<number> {
    const { store, clock, logger, deliveries } = this.options;
    const since = clock.now() - (this.options.windowMs ?? CUT_OFF_WINDOW_MS);
    let told = 0;
    for (const { key, note } of await store.cutOffClaims(since, 100)) {
      const platform = CHAT_PLATFORMS.find((name) => key.startsWith(`${name}:`));
      const reply = abandoned();
      // Recording the outcome is the turn: of all instances (and repeats), one records it and tells.
      if (!(await store.abandonIdempotency(key, JSON.stringify(reply)))) continue;
      await this.audit.write({
        platform: platform ?? "console",
        chatUserId: note.chatUserId,
        command: note.command,
        text: note.text,
        outcome: "unknown",
        detail: reply.title,
        message: ABANDONED,
      });
      const deliver = platform ? deliveries[platform] : undefined;
      if (!deliver) continue;
      try {
        // In the language the person was being answered in.
        await inLocale(localeOf(note.locale) ?? this.options.defaultLocale, () =>
          deliver(note.replyAddress, { ...abandoned(), text: t("outcome.cutOff.what", { text: note.text }) }),
        );
        told += 1;
      } catch (error) {
        logger.warn({ err: error, key }, "could not tell a person that their request was cut off");
      }
    }
    if (told > 0)
      logger.warn({ told }, "people whose requests were cut off by a stop were told the outcome is unknown");
    return told;
  }
}
