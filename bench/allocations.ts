// What a server allocates per request under the benchmark's load: `npx tsx bench/allocations.ts slack|teams [--bare] [--kind K] [--requests N]`.
//
// The sampling heap profiler (every 1 KiB on average, collected objects included) runs over N
// requests (1,000) at concurrency 8 after 500 of warm-up; the young- and old-generation collections
// over the same requests are counted. Prints KiB per request by package and by the nearest
// deskbot frame (the deskbot function whose work allocated it).
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { type Platform, startRig, startServer } from "./rigs.ts";
import { inFlight } from "./rounds.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    bare: { type: "boolean", default: false },
    kind: { type: "string" },
    requests: { type: "string", default: "1000" },
  },
});
const platform = positionals[0] as Platform;
if (platform !== "slack" && platform !== "teams") {
  process.stderr.write("usage: npx tsx bench/allocations.ts slack|teams [--bare] [--kind K] [--requests N]\n");
  process.exit(2);
}
const kind = values.kind ?? (platform === "slack" ? "command" : "message");
const requests = Number(values.requests);
const out = `/tmp/allocations-${process.pid}.json`;

interface SampleNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampleNode[];
}

const rig = await startRig(platform, { BENCH_ALLOCATIONS_OUT: out });
const server = await startServer(values.bare ? "bare" : "deskbot", rig, [
  "--import",
  new URL("./allocation-sampler.mjs", import.meta.url).pathname,
]);
/** Requests of the load's kind, eight in flight, as the benchmark's rounds at concurrency 8. */
const load = (total: number) => inFlight(8, total, () => rig.fire(server, kind).then(() => undefined));
try {
  await load(500);
  process.kill(server.pid, "SIGUSR2");
  await sleep(300);
  await load(requests);
  process.kill(server.pid, "SIGUSR2");
  await sleep(1500);
} finally {
  await server.stop();
  await rig.close();
}

const { collections, profile } = JSON.parse(readFileSync(out, "utf8")) as {
  collections: { minor: number; major: number };
  profile: { head: SampleNode };
};
const where = (node: SampleNode) => {
  const raw = node.callFrame.url;
  // A package's file by its name within node_modules; deskbot's own by its path from dist/ or src/.
  const url = raw.includes("/node_modules/")
    ? (raw.split("/node_modules/").at(-1) ?? raw)
    : raw.replace(/^.*\/(dist|src)\//, "$1/");
  return { url, name: `${node.callFrame.functionName || "(anonymous)"} ${url}:${node.callFrame.lineNumber + 1}` };
};
const byPackage = new Map<string, number>();
const byOwnFrame = new Map<string, number>();
let total = 0;
const walk = (node: SampleNode, own: string | undefined) => {
  const { url, name } = where(node);
  const mine = url.startsWith("dist/") || url.startsWith("src/") ? name : own;
  const parts = url.split("/");
  const group =
    url.startsWith("dist/") || url.startsWith("src/")
      ? parts.slice(0, 3).join("/")
      : parts[0]?.startsWith("@")
        ? parts.slice(0, 2).join("/")
        : parts[0] || "(native)";
  total += node.selfSize;
  byPackage.set(group, (byPackage.get(group) ?? 0) + node.selfSize);
  if (mine) byOwnFrame.set(mine, (byOwnFrame.get(mine) ?? 0) + node.selfSize);
  for (const child of node.children) walk(child, mine);
};
walk(profile.head, undefined);
const perRequest = (bytes: number) => (bytes / 1024 / requests).toFixed(1);
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([what, bytes]) => `| ${perRequest(bytes)} | \`${what}\` |`);
process.stdout.write(
  [
    `### ${platform} ${kind}, ${server.name}: ${perRequest(total)} KiB allocated per request over ${requests}; ` +
      `${collections.minor} young-generation and ${collections.major} old-generation collections`,
    "",
    "| KiB/request | package or folder |",
    "|---|---|",
    ...top(byPackage, 15),
    "",
    "| KiB/request | nearest deskbot frame |",
    "|---|---|",
    ...top(byOwnFrame, 25),
    "",
  ].join("\n"),
);
