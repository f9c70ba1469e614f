// Prints the conversation's figures on one dialogue set (`npx tsx test/conversation/run-dialogues.ts FILE [--misses]`): for tuning, never on the held-out set until its one report.
import { readFileSync } from "node:fs";
import { type DialogueSet, playDialogues, summaryOf } from "./dialogues.ts";

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error("usage: run-dialogues.ts FILE [--misses]");
const set = JSON.parse(readFileSync(file, "utf8")) as DialogueSet;
const results = await playDialogues(set);
if (flag === "--misses")
  for (const { dialogue, turns } of results)
    if (turns.some((turn) => !turn.exact))
      console.log(
        JSON.stringify({
          id: dialogue.id,
          turns: dialogue.turns.map((turn, at) => ({
            text: turn.text,
            expect: turn.expect,
            got: turns[at]?.got,
            ...(turn.who ? { who: turn.who } : {}),
          })),
        }),
      );
console.log(JSON.stringify(summaryOf(results)));
