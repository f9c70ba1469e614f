// A core whose people's words are read as a test says (a scripted second reader): the core's side of words, whatever the built-in reader makes of them.
import type { RawArgs } from "../../src/core/arguments.ts";
import { lineOf } from "../../src/core/command-line.ts";
import type { Reply } from "../../src/core/reply.ts";
import type { Caller, Delivery } from "../../src/core/requests.ts";
import type { ModelReading } from "../../src/understanding/model/reader.ts";
import { startCore } from "./core.ts";

/** Words the built-in reader reads as nothing, so that the scripted reader's reading is the one taken. */
export const SCRIPTED_WORDS = "zorblax quux";

/**
 * A core (as `startCore` makes it) whose words are read as the test says: `say` hands the reading of
 * `command` with `raw` (as a reader would, names as the person wrote them) for `caller`; `writes`
 * are the API's calls other than GET.
 */
export async function startScriptedCore(options: Parameters<typeof startCore>[0] = {}) {
  let reading: ModelReading = { kind: "none", outcome: "text" };
  const test = await startCore({ ...options, model: { model: "scripted", read: async () => reading } });
  const say = (command: string, raw: RawArgs, caller: Caller, delivery: Delivery = {}): Promise<Reply> => {
    const definition = test.core.registry.get(command);
    if (!definition) throw new Error(`no command ${command}`);
    reading = { kind: "command", definition, raw, line: lineOf(definition, raw) };
    return test.core.run(caller, SCRIPTED_WORDS, delivery);
  };
  const writes = () => test.writesAndReads().filter((call) => call.method !== "GET");
  return { ...test, say, writes };
}
