// The catalogue is the one voice: no sentence a person reads is written outside it, no text is in it twice, every message parses.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { en } from "../../src/messages/en.ts";
import { catalogues, inLocale, type Locale, type MessageKey, t } from "../../src/messages/translate.ts";

const root = join(import.meta.dirname, "..", "..");

/**
 * Where deskbot speaks to the people it serves: the core (replies, help, forms), the adapters
 * (cards, modals, the App Home, the Teams hello), the API client's own words about failures, and
 * the console's prompts. Not here: the simulator (it plays the API, whose words deskbot shows as
 * sent), and the operator's tools (start-up errors, `serve`, `doctor`, the directory CLI, logs,
 * metrics), which speak to whoever runs deskbot, in English.
 */
const SPEAKING = ["src/core", "src/adapters", "src/api", "src/cli/chat-command.ts"];

/** The catalogue itself. */
const CATALOGUE = "src/messages";

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .map((name) => join(full, name));
}

/** Log calls (`logger.warn(…, "…")`) speak to operators: their strings are not read by the people deskbot serves. */
const LOG_METHODS = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);

/**
 * Whether a literal reads as prose: two words of letters with a space between them, the second in
 * lower case (so that `TARGET_USER_UID SOURCE_USER_UID`, catalogue keys, ids, paths and formats are not prose).
 * Placeholders of a template are left out first.
 */
function readsAsProse(text: string): boolean {
  return /\p{L}[\p{L}'’-]*[,:;.!?]?\s+\p{Ll}{2,}/u.test(text);
}

/** The string literals and templates of a source file that read as prose, with their lines; what is not user-facing is skipped. */
function proseLiterals(path: string, source: string): Array<{ line: number; text: string }> {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const skipped = (node: ts.Node): boolean => {
    const parent = node.parent;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
    // A command's name is typed by people as it is, in every language.
    if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && parent.name.text === "name") return true;
    // Errors thrown inside deskbot are caught, logged and answered with the catalogue's words.
    if (ts.isNewExpression(parent)) return true;
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression;
      if (ts.isPropertyAccessExpression(callee) && LOG_METHODS.has(callee.name.text)) return true;
      // An error class's own message (`super("…")`).
      if (callee.kind === ts.SyntaxKind.SuperKeyword) return true;
    }
    // The JSON a platform's HTTP client reads (`sendJson(res, 401, { error: "…" })`), never a person.
    for (let above: ts.Node = parent; !ts.isSourceFile(above) && !ts.isStatement(above); above = above.parent) {
      if (ts.isCallExpression(above) && ts.isIdentifier(above.expression) && above.expression.text === "sendJson")
        return true;
    }
    return false;
  };
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
    if (text !== undefined && readsAsProse(text) && !skipped(node)) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(file);
  return found;
}

describe("the catalogue", () => {
  it("holds every sentence deskbot says to a person: none is written in the code", () => {
    const outside = SPEAKING.flatMap(filesUnder)
      .filter((path) => !relative(root, path).startsWith(CATALOGUE))
      .flatMap((path) =>
        proseLiterals(path, readFileSync(path, "utf8")).map(
          ({ line, text }) => `${relative(root, path)}:${line}: ${text}`,
        ),
      );
    expect(outside).toEqual([]);
  });

  it("recognises a sentence added outside it, and leaves ids, usage lines and log lines alone", () => {
    const source = [
      'const title = "Comment added";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: this is source text holding a template, on purpose.
      "const done = `Merged ${a} into ${b}`;",
      'const usage = "merge TARGET_USER_UID SOURCE_USER_UID";',
      'const path = "/v1/users/{uid}/merge";',
      'logger.warn({ reason }, "a command needed the store");',
      'throw new Error("unreachable: every kind is handled");',
      'const key = t("comment.done", { ticket });',
    ].join("\n");
    expect(proseLiterals("example.ts", source).map((found) => found.line)).toEqual([1, 2]);
  });

  it("says each sentence once: no two keys hold the same text", () => {
    // Short labels may coincide in English and part in another language ("Comment" the noun, "Comment" the button).
    const sentences = Object.entries(en).filter(([, text]) => text.split(" ").length >= 3);
    const byText = new Map<string, string[]>();
    for (const [key, text] of sentences) byText.set(text, [...(byText.get(text) ?? []), key]);
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it("has messages that parse as ICU MessageFormat", () => {
    const broken = Object.entries(en).flatMap(([key, text]) => {
      try {
        new IntlMessageFormat(text, "en", undefined, { ignoreTag: true });
        return [];
      } catch (error) {
        return [`${key}: ${error instanceof Error ? error.message : String(error)}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it("gives every command its summary, and every form its title, button, action and field labels", () => {
    const missing = ALL_COMMANDS.flatMap((command) => {
      const gaps = command.summary ? [] : [`${command.name}: summary`];
      const form = command.form;
      if (!form) return gaps;
      for (const [what, text] of [
        ["title", form.title],
        ["submit", form.submitLabel],
        ["action.title", form.messageAction.title],
        ["action.description", form.messageAction.description],
        ...form.fields.map((field) => [`${field.id}.label`, field.label === field.id ? "" : field.label]),
      ] as const) {
        if (!text || text === form.id || text === form.messageAction.id) gaps.push(`form ${form.id}: ${what}`);
      }
      return gaps;
    });
    expect(missing).toEqual([]);
  });
});

describe("every message, as a person reads it", () => {
  /** The names a message's placeholders take, read from its parsed form (plural and select arms included). */
  const namesOf = (source: string, locale: string): string[] =>
    [
      ...JSON.stringify(new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst()).matchAll(
        /"value":"([A-Za-z][A-Za-z0-9_]{0,40})"/g,
      ),
    ].map((match) => match[1] as string);

  it("reads exactly as intl-messageformat writes it, in every language, with words and with numbers", () => {
    let compared = 0;
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [key, source] of Object.entries(catalogue)) {
        const format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
        for (const kind of ["words", "numbers"] as const) {
          const values = Object.fromEntries(
            namesOf(source, locale).map((name, index) => [name, kind === "words" ? `«${name}'{x}»` : 1000 + index]),
          );
          const expected = (() => {
            try {
              return String(format.format(values));
            } catch {
              return "throws";
            }
          })();
          const read = (() => {
            try {
              return inLocale(locale as Locale, () => t(key as MessageKey, values));
            } catch {
              return "throws";
            }
          })();
          expect(`${locale}:${key}: ${read}`).toBe(`${locale}:${key}: ${expected}`);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(Object.keys(en).length * 4);
  });

  it("with a placeholder's value missing, fails as intl-messageformat does rather than printing a hole", () => {
    expect(() => inLocale("en", () => t("internal.title" as MessageKey, {}))).not.toThrow();
    const withPlaceholder = Object.entries(en).find(([, source]) => /^[^{}]*\{[a-z]+\}[^{}]*$/i.test(source));
    expect(withPlaceholder).toBeDefined();
    expect(() => inLocale("en", () => t(withPlaceholder?.[0] as MessageKey, {}))).toThrow(/was not provided/);
  });
});
