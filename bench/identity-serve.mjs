// The server under the identity benchmark: the compiled `deskbot serve` in this process, which the bench asks (over IPC) for its heap after a full collection.
import { startServer } from "../dist/cli/serve-command.js";
import { loadConfig } from "../dist/config.js";
import { createLogger } from "../dist/log.js";

// Only this benchmark's process has a collector to call (node --expose-gc): deskbot itself never does.
const collect = globalThis.gc;
if (!collect || !process.send) throw new Error("run with node --expose-gc, as a child with an IPC channel");
const loaded = loadConfig(process.env);
if (!loaded.ok) throw new Error(loaded.error.join("\n"));
const server = await startServer(loaded.value, createLogger(loaded.value.logLevel ?? "warn"));
process.send({ port: server.address.port });
process.on("message", (message) => {
  if (message !== "heap") return;
  collect();
  collect();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapMiB: heapUsed / 2 ** 20, rssMiB: rss / 2 ** 20 });
});
process.on("disconnect", () => {
  void server.stop().then(() => process.exit(0));
});
