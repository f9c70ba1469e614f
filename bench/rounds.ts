// Runs load rounds against several targets in turn, so that each sees the same machine conditions.
import { percentile, residentMiB } from "./stats.ts";

/** A server under test. */
export interface Target {
  name: string;
  port: number;
  pid: number;
}

/** One request's timings, by measure name (such as `ack` and `answer`), in milliseconds. */
export type Timing = Record<string, number>;

export interface Figures {
  target: string;
  concurrency: number;
  /** p50 and p99 of each measure. */
  p50: Record<string, number>;
  p99: Record<string, number>;
  rssMiB: number;
  /** Extra figures a scenario adds (API calls per command). */
  extra: Record<string, number>;
}

export interface RoundPlan {
  concurrencies: number[];
  rounds: number;
  requestsPerRound: number;
  /** Sends one request to the target and times it. */
  fire(target: Target): Promise<Timing>;
  /** Called around each round, to count what a round cost (API calls). */
  around?(target: Target, round: () => Promise<void>): Promise<Record<string, number>>;
}

async function round(target: Target, concurrency: number, plan: RoundPlan, into: Map<string, number[]>): Promise<void> {
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < plan.requestsPerRound) {
        started += 1;
        const timing = await plan.fire(target);
        for (const [measure, value] of Object.entries(timing)) {
          const list = into.get(measure) ?? [];
          list.push(value);
          into.set(measure, list);
        }
      }
    }),
  );
}

/** Warms every target up, then runs the rounds, alternating targets within each concurrency. */
export async function runRounds(targets: Target[], plan: RoundPlan): Promise<Figures[]> {
  for (const target of targets) await round(target, 4, { ...plan, requestsPerRound: 40 }, new Map());
  const figures: Figures[] = [];
  for (const concurrency of plan.concurrencies) {
    const samples = new Map(targets.map((target) => [target.name, new Map<string, number[]>()]));
    const extras = new Map(targets.map((target) => [target.name, {} as Record<string, number>]));
    for (let r = 0; r < plan.rounds; r += 1) {
      for (const target of targets) {
        const into = samples.get(target.name) ?? new Map();
        const run = () => round(target, concurrency, plan, into);
        const around =
          plan.around ??
          (async (_target: Target, go: () => Promise<void>): Promise<Record<string, number>> => {
            await go();
            return {};
          });
        const extra = await around(target, run);
        const sums = extras.get(target.name) ?? {};
        for (const [key, value] of Object.entries(extra)) sums[key] = (sums[key] ?? 0) + value / plan.rounds;
      }
    }
    for (const target of targets) {
      const measures = samples.get(target.name) ?? new Map<string, number[]>();
      figures.push({
        target: target.name,
        concurrency,
        p50: Object.fromEntries([...measures].map(([measure, values]) => [measure, percentile(values, 50)])),
        p99: Object.fromEntries([...measures].map(([measure, values]) => [measure, percentile(values, 99)])),
        rssMiB: residentMiB(target.pid),
        extra: extras.get(target.name) ?? {},
      });
    }
  }
  return figures;
}
