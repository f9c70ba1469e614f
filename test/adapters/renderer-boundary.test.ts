// Only a platform's renderer cuts and escapes what leaves (DESIGN.md rule 9), reading one table of limits per platform.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** Each platform's renderers: the only files that cut or escape what deskbot sends, and read its limits. */
const RENDERERS = {
  slack: ["blocks.ts", "modals.ts", "home.ts", "notes.ts", "limits.ts"],
  teams: ["cards.ts", "dialogs.ts", "limits.ts"],
} as const;

/** The other side of rule 9: what arrives is made plain text here (unescaped, cut to what deskbot reads). */
const TEXT_IN = ["text-in.ts"];

/** The few cuts outside a renderer that are no text going out, each with why. */
const ALLOWED: ReadonlyArray<{ file: string; code: string; why: string }> = [
  {
    file: "src/adapters/slack/listeners/link-shared.ts",
    code: "event.links.slice(0, 5)",
    why: "input: at most five links of an event are read (Slack sends no more than a few)",
  },
  {
    file: "src/adapters/slack/listeners/link-shared.ts",
    code: "action.action_id.slice(ACTION_IDS.openForm.length + 1)",
    why: "input: the command's name read out of a preview button's action id",
  },
  {
    file: "src/adapters/slack/listeners/workflow-steps.ts",
    code: "inputs.approvers.slice(0, 51)",
    why: "input: one approver more than the action takes is enough for its check to refuse the list",
  },
  {
    file: "src/adapters/teams/graph.ts",
    code: "error.code.slice(0, 100)",
    why: "input: Graph's error code, held to an id's length before it goes into an error and the log",
  },
  {
    file: "src/adapters/teams/graph.ts",
    code: "url.slice(0, end)",
    why: "a base URL without its trailing slashes (configuration, no text for a person)",
  },
];

/** What only a renderer does: cut text, escape it, build the platform's text objects, read its limits. */
const RENDERING = [
  { what: "a cut", pattern: /\.(slice|substring|substr)\(/g },
  { what: "an escape or a fit", pattern: /\b(escapeMrkdwn|mrkdwn|fitMrkdwn|fitPlain|shorten|escapeMarkdown)\(/g },
  { what: "an escape written out", pattern: /&amp;|&lt;|&gt;/g },
  { what: "a platform's limits", pattern: /\b(SLACK_LIMITS|TEAMS_LIMITS)\b/g },
  { what: "a Block Kit text", pattern: /type: "(mrkdwn|plain_text)"/g },
  { what: "a card's text", pattern: /"(TextBlock|TextRun|RichTextBlock)"|\b(thumbnailCard|heroCard|adaptiveCard)\(/g },
];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

/** The source without its comments, so that a comment may name what it does not do. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** Each cut, escape or piece of rendering in a file of `platform` that is no renderer, as `file: line`. */
function renderingOutsideRenderers(platform: keyof typeof RENDERERS): string[] {
  const renderers: readonly string[] = RENDERERS[platform];
  const files = filesUnder(`src/adapters/${platform}`).filter((file) => {
    const name = relative(`src/adapters/${platform}`, file);
    return !renderers.includes(name) && !TEXT_IN.includes(name);
  });
  return files.flatMap((file) =>
    code(readFileSync(join(ROOT, file), "utf8"))
      .split("\n")
      .flatMap((line, index) =>
        RENDERING.filter(({ pattern }) => line.match(pattern))
          .filter(() => !ALLOWED.some((allowed) => allowed.file === file && line.includes(allowed.code)))
          .map(({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`),
      ),
  );
}

describe("what leaves for a platform", () => {
  it.each(
    Object.keys(RENDERERS) as Array<keyof typeof RENDERERS>,
  )("is cut and escaped only by %s's renderers: no listener, handler or flow does it", (platform) => {
    expect(renderingOutsideRenderers(platform)).toEqual([]);
  });

  it("allows no cut outside a renderer that is no longer there", () => {
    const stale = ALLOWED.filter(({ file, code: text }) => !readFileSync(join(ROOT, file), "utf8").includes(text));
    expect(stale).toEqual([]);
  });

  it.each(
    Object.entries(RENDERERS),
  )("keeps %s's renderers pure: they ask nothing of the core or the platform", (platform, files) => {
    const read = (file: string) => code(readFileSync(join(ROOT, "src/adapters", platform, file), "utf8"));
    expect(files.filter((file) => /from "\.\/deps\.ts"|\bawait\b|\basync\b/.test(read(file)))).toEqual([]);
  });

  it.each(
    Object.entries(RENDERERS),
  )("takes every number a %s renderer cuts to from its one table of limits", (platform, files) => {
    // A number of two digits or more in a renderer is a limit written twice, but for the few that are no limit.
    const notLimits = ["code < 97 || code > 122", "time / 1000", "shown / 10"];
    const numbers = files
      .filter((file) => file !== "limits.ts")
      .flatMap((file) =>
        code(readFileSync(join(ROOT, "src/adapters", platform, file), "utf8"))
          .split("\n")
          .map((line, index) => ({ where: `${platform}/${file}:${index + 1}`, line }))
          .filter(({ line }) => !notLimits.some((allowed) => line.includes(allowed)))
          .filter(({ line }) => /(^|[^\w.\\{])\d[\d_]+/.test(line.replace(/\/(?:\\.|[^/\n])+\/[gimsuy]*/g, ""))),
      );
    expect(numbers.map(({ where, line }) => `${where}: ${line.trim()}`)).toEqual([]);
  });
});
