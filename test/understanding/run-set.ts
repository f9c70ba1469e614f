// Prints the reader's figures on one utterance set (`npx tsx test/understanding/run-set.ts FILE [--misses]`): for tuning, never on the held-out set until its one report.
import { readFileSync } from "node:fs";
import { scoreSet, type UtteranceSet } from "./score.ts";

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error("usage: run-set.ts FILE [--misses]");
const set = JSON.parse(readFileSync(file, "utf8")) as UtteranceSet;
const { summary, misses } = scoreSet(set);
if (flag === "--misses") for (const miss of misses) console.log(JSON.stringify(miss));
console.log(JSON.stringify(summary));
