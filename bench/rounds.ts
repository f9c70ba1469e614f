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

/** p50 and p99 of each measure over some requests. */
export interface Percentiles {
  p50: Record<string, number>;
  p99: Record<string, number>;
}

export interface Figures extends Percentiles {
  target: string;
  concurrency: number;
  /** Each round's own percentiles, in the order the rounds ran (the p50 and p99 above are of all rounds' requests). */
  rounds: Percentiles[];
  /** The most resident memory sampled (every 100 ms) while this target's rounds at this concurrency ran. */
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

/** Runs `total` calls of `fire`, `concurrency` of them in flight at once, each started when one ends. */
export async function inFlight(concurrency: number, total: number, fire: () => Promise<void>): Promise<void> {
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started += 1;
        await fire();
      }
    }),
  );
}

async function round(target: Target, concurrency: number, plan: RoundPlan, into: Map<string, number[]>): Promise<void> {
  await inFlight(concurrency, plan.requestsPerRound, async () => {
    const timing = await plan.fire(target);
    for (const [measure, value] of Object.entries(timing)) {
      const list = into.get(measure) ?? [];
      list.push(value);
      into.set(measure, list);
    }
  });
}

const percentilesOf = (measures: Map<string, number[]>): Percentiles => ({
  p50: Object.fromEntries([...measures].map(([measure, values]) => [measure, percentile(values, 50)])),
  p99: Object.fromEntries([...measures].map(([measure, values]) => [measure, percentile(values, 99)])),
});

/**
 * Warms every target up, then runs the rounds: at each concurrency, `rounds` rounds of every target,
 * one target after the other, the order reversed every other round so that neither always goes first.
 */
export async function runRounds(targets: Target[], plan: RoundPlan): Promise<Figures[]> {
  for (const target of targets) await round(target, 4, { ...plan, requestsPerRound: 40 }, new Map());
  const figures: Figures[] = [];
  const around =
    plan.around ??
    (async (_target: Target, go: () => Promise<void>): Promise<Record<string, number>> => {
      await go();
      return {};
    });
  for (const concurrency of plan.concurrencies) {
    const all = new Map(targets.map((target) => [target.name, new Map<string, number[]>()]));
    const rounds = new Map(targets.map((target) => [target.name, [] as Percentiles[]]));
    const extras = new Map(targets.map((target) => [target.name, {} as Record<string, number>]));
    const peaks = new Map(targets.map((target) => [target.name, 0]));
    for (let r = 0; r < plan.rounds; r += 1) {
      for (const target of r % 2 === 0 ? targets : [...targets].reverse()) {
        const into = new Map<string, number[]>();
        const sample = () => peaks.set(target.name, Math.max(peaks.get(target.name) ?? 0, residentMiB(target.pid)));
        const sampler = setInterval(sample, 100);
        const extra = await around(target, () => round(target, concurrency, plan, into)).finally(() => {
          clearInterval(sampler);
          sample();
        });
        rounds.get(target.name)?.push(percentilesOf(into));
        const pooled = all.get(target.name) ?? new Map<string, number[]>();
        for (const [measure, values] of into) pooled.set(measure, [...(pooled.get(measure) ?? []), ...values]);
        const sums = extras.get(target.name) ?? {};
        for (const [key, value] of Object.entries(extra)) sums[key] = (sums[key] ?? 0) + value / plan.rounds;
      }
    }
    for (const target of targets) {
      figures.push({
        target: target.name,
        concurrency,
        ...percentilesOf(all.get(target.name) ?? new Map()),
        rounds: rounds.get(target.name) ?? [],
        rssMiB: peaks.get(target.name) ?? Number.NaN,
        extra: extras.get(target.name) ?? {},
      });
    }
  }
  return figures;
}
