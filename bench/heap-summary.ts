// Sums heap snapshots by constructor: `node --max-old-space-size=4096 --import tsx bench/heap-summary.ts FILE... [--top N]`.
// An object's size here is its own plus its backing stores (the elements, properties and hash table
// arrays only it points to), so that a Map's or an array's entries count where they belong. Beside
// each snapshot after the first: the difference to the first, by constructor.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "25" } },
});
const top = Number(values.top);

interface Group {
  count: number;
  bytes: number;
}

function groups(file: string): { total: number; byName: Map<string, Group> } {
  const heap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const { node_fields, node_types, edge_fields, edge_types } = heap.snapshot.meta;
  const nodeWidth = node_fields.length;
  const edgeWidth = edge_fields.length;
  const at = (field: string) => node_fields.indexOf(field);
  const [typeAt, nameAt, sizeAt, edgesAt] = [at("type"), at("name"), at("self_size"), at("edge_count")];
  const [edgeTypeAt, edgeNameAt, edgeToAt] = [
    edge_fields.indexOf("type"),
    edge_fields.indexOf("name_or_index"),
    edge_fields.indexOf("to_node"),
  ];
  const nodeTypes = node_types[0];
  const edgeTypes = edge_types[0];
  const count = heap.nodes.length / nodeWidth;
  const owner = new Int32Array(count).fill(-1);
  const inbound = new Int32Array(count);
  // Backing stores: an internal or hidden edge named elements, properties or table, to a node pointed to once.
  const backing = new Set(["elements", "properties", "table"]);
  const stores: Array<[number, number]> = [];
  for (let node = 0, edge = 0; node < count; node += 1) {
    const edges = heap.nodes[node * nodeWidth + edgesAt] as number;
    for (let e = 0; e < edges; e += 1, edge += edgeWidth) {
      const to = (heap.edges[edge + edgeToAt] as number) / nodeWidth;
      inbound[to] = (inbound[to] ?? 0) + 1;
      const kind = edgeTypes[heap.edges[edge + edgeTypeAt] as number];
      if (kind === "internal" || kind === "hidden" || kind === "property") {
        const name = heap.strings[heap.edges[edge + edgeNameAt] as number];
        if (name && backing.has(name)) stores.push([node, to]);
      }
    }
  }
  for (const [node, to] of stores) if (inbound[to] === 1) owner[to] = node;
  const byName = new Map<string, Group>();
  const sizeOf = new Float64Array(count);
  let total = 0;
  for (let node = 0; node < count; node += 1) {
    const size = heap.nodes[node * nodeWidth + sizeAt] as number;
    total += size;
    const to = owner[node] as number;
    const into = to >= 0 ? to : node;
    sizeOf[into] = (sizeOf[into] ?? 0) + size;
  }
  for (let node = 0; node < count; node += 1) {
    if ((owner[node] as number) >= 0) continue;
    const type = nodeTypes[heap.nodes[node * nodeWidth + typeAt] as number] ?? "?";
    const name = heap.strings[heap.nodes[node * nodeWidth + nameAt] as number] ?? "?";
    const key =
      type === "object" || type === "closure" || type === "native"
        ? `${type === "object" ? "" : `${type} `}${name.length > 60 ? `${name.slice(0, 60)}…` : name}`
        : `(${type})`;
    const group = byName.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += sizeOf[node] as number;
    byName.set(key, group);
  }
  return { total, byName };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);
let first: ReturnType<typeof groups> | undefined;
let firstName = "";
for (const file of positionals) {
  const summary = groups(file);
  const rows = [...summary.byName].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top);
  const lines = [
    `### ${basename(file)}: ${(summary.total / 2 ** 20).toFixed(1)} MiB in the heap`,
    "",
    `| KiB | objects | constructor (or type) |${first ? ` Δ KiB from ${firstName} |` : ""}`,
    `|---|---|---|${first ? "---|" : ""}`,
    ...rows.map(([name, group]) => {
      const before = first?.byName.get(name);
      const delta = first ? ` ${kib(group.bytes - (before?.bytes ?? 0))} |` : "";
      return `| ${kib(group.bytes)} | ${group.count} | \`${name.replaceAll("|", "\\|").replaceAll("`", "'")}\` |${delta}`;
    }),
  ];
  if (first) {
    const grown = [...summary.byName]
      .map(([name, group]) => [name, group.bytes - (first?.byName.get(name)?.bytes ?? 0), group.count] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15);
    lines.push(
      "",
      `Grown most since ${firstName}:`,
      "",
      "| Δ KiB | objects now | constructor |",
      "|---|---|---|",
      ...grown.map(([name, delta, n]) => `| ${kib(delta)} | ${n} | \`${name.replaceAll("|", "\\|")}\` |`),
    );
  } else {
    first = summary;
    firstName = basename(file);
  }
  process.stdout.write(`${lines.join("\n")}\n\n`);
}
