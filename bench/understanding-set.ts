// Scores understanding on an utterance set: exact command and arguments, by language and kind; `npx tsx bench/understanding-set.ts [file…]`.
import { readFileSync } from "node:fs";
import { scoreSet } from "../test/understanding/score.ts";

const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["utterances.json"];
for (const file of files) {
  const score = scoreSet(JSON.parse(readFileSync(new URL(`../test/understanding/${file}`, import.meta.url), "utf8")));
  console.log(file, JSON.stringify(score.summary));
  if (process.env.SHOW) for (const miss of score.misses) console.log(JSON.stringify(miss));
}
