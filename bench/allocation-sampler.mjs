// Preloaded into a server by bench/allocations.ts (node --import): samples what it allocates, collected objects included, between two SIGUSR2s; never in production.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { PerformanceObserver } from "node:perf_hooks";

const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
const out = process.env.BENCH_ALLOCATIONS_OUT ?? "/tmp/allocations.json";
let collections = { minor: 0, major: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // NODE_PERFORMANCE_GC_MINOR is 1; every other kind is a major collection or an incremental step of one.
    if (entry.detail?.kind === 1) collections.minor += 1;
    else collections.major += 1;
  }
}).observe({ entryTypes: ["gc"] });
let sampling = false;
process.on("SIGUSR2", async () => {
  if (!sampling) {
    sampling = true;
    collections = { minor: 0, major: 0 };
    await post("HeapProfiler.startSampling", {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  const { profile } = await post("HeapProfiler.stopSampling");
  writeFileSync(out, JSON.stringify({ collections, profile }));
});
