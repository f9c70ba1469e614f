// Readiness for load balancers: ready while the store answers and the instance is not stopping (GET /readyz).
import type { ApiClient } from "./api/client.ts";
import type { ResilientStore } from "./store/resilient-store.ts";

/** How long the store may take to answer the readiness probe. */
const PROBE_MS = 2000;

/** Records waiting to be written beyond which the instance says it is behind: a load balancer sends it nothing new. */
export const BACKLOG_LIMIT = 1000;

export interface ReadinessReport {
  ready: boolean;
  status: "ready" | "stopping" | "store unavailable" | "store backlog";
  store: { available: boolean; reason?: string; since: string; pendingRecords: number };
  api: { lastAnswerAt: string | null };
}

/** Whether this instance should be sent traffic; `stopping` turns it away for good. */
export class Readiness {
  private stopping = false;

  constructor(
    private readonly store: ResilientStore,
    private readonly api: ApiClient,
  ) {}

  /** From now on the instance is draining: not ready, whatever the store says. */
  stop(): void {
    this.stopping = true;
  }

  /** Asks the store (within PROBE_MS) and reports. */
  async report(): Promise<ReadinessReport> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PROBE_MS);
    });
    const answered = await Promise.race([
      this.store.ping().then(
        () => true,
        () => false,
      ),
      timeout.then(() => false),
    ]);
    clearTimeout(timer);
    const health = this.store.health();
    const available = answered && health.available;
    const behind = health.pending > BACKLOG_LIMIT;
    const lastAnswer = this.api.lastAnswerAt();
    return {
      ready: available && !behind && !this.stopping,
      status: this.stopping ? "stopping" : !available ? "store unavailable" : behind ? "store backlog" : "ready",
      store: {
        available,
        ...(health.reason && !available ? { reason: health.reason } : {}),
        since: new Date(health.since).toISOString(),
        pendingRecords: health.pending,
      },
      api: { lastAnswerAt: lastAnswer === undefined ? null : new Date(lastAnswer).toISOString() },
    };
  }
}
