// Sums a CPU profile written by bench/profile.ts: `npx tsx bench/profile-summary.ts DIR [--top N]`.
// Only the samples taken while the load ran count (window.json); self and total time by function
// (lines of compiled deskbot mapped back to src/ through dist's source maps), by file and by package,
// each with its share of the busy time and its ms per request.
import { readdirSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ROOT } from "./processes.ts";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "25" } },
});
const top = Number(values.top);

const maps = new Map<string, SourceMap | undefined>();
function sourceMapOf(path: string): SourceMap | undefined {
  if (!maps.has(path)) {
    try {
      maps.set(path, new SourceMap(JSON.parse(readFileSync(`${path}.map`, "utf8"))));
    } catch {
      maps.set(path, undefined);
    }
  }
  return maps.get(path);
}

/** Where a frame is: `src/core/x.ts:12` for deskbot (through the source map), the package's file otherwise. */
function place(frame: CallFrame): string {
  if (!frame.url) return "";
  if (!frame.url.startsWith("file://")) return `${frame.url}:${frame.lineNumber + 1}`;
  const path = fileURLToPath(frame.url);
  const map = path.includes("/dist/") ? sourceMapOf(path) : undefined;
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
    | { originalSource?: string; originalLine?: number }
    | undefined;
  if (entry?.originalSource) {
    const source = entry.originalSource.startsWith("file://")
      ? fileURLToPath(entry.originalSource)
      : join(path, "..", entry.originalSource);
    return `${relative(ROOT, source)}:${(entry.originalLine ?? 0) + 1}`;
  }
  return `${relative(ROOT, path)}:${frame.lineNumber + 1}`;
}

/** The group a frame's time goes to: a package, a folder of deskbot's src/, a part of Node, or V8's own. */
function group(frame: CallFrame, where: string): string {
  if (!frame.url) {
    if (frame.functionName.startsWith("(")) return frame.functionName;
    return `V8 builtin`;
  }
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where);
  if (modules) return modules[1] as string;
  if (where.startsWith("src/")) {
    const parts = where.split(":")[0]?.split("/") ?? [];
    return parts.length > 2 ? parts.slice(0, 3).join("/").replace(/\.ts$/, "") : (parts.join("/") ?? where);
  }
  if (where.startsWith("node:")) {
    const parts = where.split(":")[1]?.split("/") ?? [];
    return `node:${parts[0] === "internal" ? parts.slice(1, 2).join("/") : parts[0]}`;
  }
  if (where.startsWith("bench/")) return "bench";
  return where.split(":")[0] ?? where;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function summarise(dir: string): string {
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile;
  const notes = JSON.parse(readFileSync(join(dir, "window.json"), "utf8")) as {
    target: string;
    platform: string;
    startUs: number;
    endUs: number;
    requests: number;
    cpuMsPerRequest: number;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i] ?? 0;
    if (time < notes.startUs || time > notes.endUs) continue;
    const id = profile.samples[i] as number;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const frameKey = new Map<number, { fn: string; where: string; group: string }>();
  for (const node of profile.nodes) {
    const where = place(node.callFrame);
    frameKey.set(node.id, {
      fn: `${node.callFrame.functionName || "(anonymous)"} ${where}`,
      where,
      group: group(node.callFrame, where),
    });
  }
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  const selfGroup = new Map<string, number>();
  const totalGroup = new Map<string, number>();
  const selfFile = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  let all = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const key = frameKey.get(id);
    if (!key) continue;
    all += us;
    if (key.group === "(idle)") {
      idle += us;
      continue;
    }
    add(selfFn, key.fn, us);
    add(selfGroup, key.group, us);
    add(selfFile, key.where.replace(/:\d+$/, "") || key.group, us);
    const fns = new Set<string>();
    const groups = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frameKey.get(at);
      if (!frame || byId.get(at)?.callFrame.functionName === "(root)") continue;
      fns.add(frame.fn);
      groups.add(frame.group);
    }
    for (const fn of fns) add(totalFn, fn, us);
    for (const g of groups) add(totalGroup, g, us);
  }
  const busy = all - idle;
  const perRequest = (us: number) => (us / 1000 / notes.requests).toFixed(3);
  const table = (title: string, map: Map<string, number>, n: number) => {
    const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    return [
      `${title}:`,
      "",
      "| share of busy | ms/request | what |",
      "|---|---|---|",
      ...rows.map(([key, us]) => `| ${pct(us, busy)} | ${perRequest(us)} | \`${key.replaceAll("|", "\\|")}\` |`),
      "",
    ].join("\n");
  };
  return [
    `### ${notes.platform}, ${notes.target} (${dir})`,
    "",
    `${notes.requests} requests in the window; busy (not idle) ${(busy / 1000).toFixed(0)} ms of ${(all / 1000).toFixed(0)} ms sampled, ` +
      `${perRequest(busy)} ms busy per request by the profile (${notes.cpuMsPerRequest.toFixed(2)} ms CPU per request by /proc, all threads).`,
    "",
    table("Self time by package or src/ folder", selfGroup, top),
    table("Total time by package or src/ folder (a sample counts once for each group on its stack)", totalGroup, top),
    table("Self time by file", selfFile, top),
    table("Self time by function", selfFn, top),
    table("Total time by function", totalFn, top * 2),
  ].join("\n");
}

for (const dir of positionals) process.stdout.write(`${summarise(dir)}\n`);
