// What a serving instance does on its own, beside answering: the directory kept fresh, and people whose work a stop cut off told so.
import { systemClock } from "./clock.ts";
import { CutOffWork, type LateDelivery } from "./core/cut-off-work.ts";
import { scheduleDirectorySync } from "./core/directory-sync-schedule.ts";
import type { Logger } from "./log.ts";
import type { Runtime } from "./runtime.ts";
import { StoreUnavailableError } from "./store/ports.ts";
import type { ChatPlatform } from "./vocabulary.ts";

/** How often an instance looks for work that a stopped instance left cut off (its lease ran out). */
const CUT_OFF_SWEEP_MS = 30_000;

/**
 * Starts the instance's own work: the scheduled directory sync (DESK_DIRECTORY_SYNC_HOURS), and a
 * look for cut-off work now and every half minute, told through each platform's `deliveries`.
 * Returns the way to stop both.
 */
export function startBackgroundWork(
  runtime: Runtime,
  logger: Logger,
  deliveries: Partial<Record<ChatPlatform, LateDelivery>>,
): () => void {
  const { api, store, config, inFlight } = runtime;
  const stopSyncing = scheduleDirectorySync({ api, store, logger, clock: systemClock }, config.directorySyncHours);
  const work = new CutOffWork({ store, clock: systemClock, logger, defaultLocale: config.locale, deliveries });
  const sweep = () => {
    const swept = work.sweep().catch((error: unknown) => {
      // The store down is said elsewhere (readiness, the store's own log): the next sweep tries again.
      if (!(error instanceof StoreUnavailableError)) logger.warn({ err: error }, "could not look for cut-off work");
    });
    inFlight.track(swept);
  };
  sweep();
  const timer = setInterval(sweep, CUT_OFF_SWEEP_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopSyncing();
  };
}
