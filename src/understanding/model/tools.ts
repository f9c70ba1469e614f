// The commands a person may run, as a model's tools (CONTRACT section 9): names and parameters from each command's declared syntax, and a call's arguments back as the command's raw arguments.
import { z } from "zod";
import type { FlagArgument, PositionalArgument, RawArgs } from "../../core/arguments.ts";
import type { CommandDefinition, Role } from "../../core/command.ts";
import type { CommandRegistry } from "../../core/registry.ts";
import { currentLocale, type Locale } from "../../messages/translate.ts";

/** How a parameter takes its argument, read from the argument's declaration (its kind, its `rest`, its usage placeholder). */
type ParameterKind = "word" | "words" | "text" | "list" | "integer" | "boolean" | "switch";

/** One argument of a command as a tool's parameter. */
interface ToolParameter {
  /** `request`, `text`, `created_after`… */
  name: string;
  /** The argument's key in the command's raw arguments. */
  key: string;
  kind: ParameterKind;
  optional: boolean;
  /** How the usage line writes it (`REQUEST`, `--status S[,S…]`): the tool's description explains it by that. */
  usage: string;
}

/** A command offered to a model: its tool name, what it does, its parameters' schema, and how a call's input becomes raw arguments. */
export interface CommandTool {
  /** The command's name with spaces as `_` (`service_disable`). */
  name: string;
  definition: CommandDefinition;
  /** The command's summary, usage line and help, in the reader's language (read when the tools are made). */
  description: string;
  /** The parameters, checked: a call whose input fails it is refused. */
  input: z.ZodObject;
  /** The checked input as the command's raw arguments, as the parser would have read them from a line. */
  rawOf(input: Record<string, unknown>): RawArgs;
}

/** A command's tool name: its name with spaces as `_`. */
export const toolNameOf = (definition: Pick<CommandDefinition, "name">): string => definition.name.replaceAll(" ", "_");

/** A positional's parameter name: its usage label in lower case (`REQUEST` → `request`, `SEARCH…` → `search`). */
const positionalName = (spec: PositionalArgument): string => spec.label.replace(/…$/, "").toLowerCase();

/** An option's parameter name: its name without dashes, `-` as `_` (`created-after` → `created_after`). */
const flagName = (spec: FlagArgument): string => spec.name.replaceAll("-", "_");

/**
 * What a parameter takes, from the declaration: a positional's `rest` (the rest of the line as text, or
 * words); an option without a value is a switch; a value written `X[,X…]` is a list, `N` a whole number,
 * `true|false` a yes or no; anything else a word.
 */
function kindOf(spec: PositionalArgument | FlagArgument): ParameterKind {
  if (spec.kind === "positional") return spec.rest ?? "word";
  if (spec.value === undefined) return "switch";
  if (/\[,/.test(spec.value)) return "list";
  if (spec.value === "N") return "integer";
  if (spec.value === "true|false") return "boolean";
  return "word";
}

/** The parameters of a command, in its syntax's order. */
function parametersOf(definition: CommandDefinition): ToolParameter[] {
  const { positionals, flags } = definition.syntax;
  return [
    ...positionals.map((spec) => ({
      name: positionalName(spec),
      key: spec.key,
      kind: kindOf(spec),
      optional: spec.optional,
      usage: spec.label,
    })),
    ...flags.map((spec) => ({
      name: flagName(spec),
      key: spec.key,
      kind: kindOf(spec),
      optional: spec.optional,
      usage: `--${spec.name}${spec.value ? ` ${spec.value}` : ""}`,
    })),
  ];
}

/** The JSON value a parameter of `kind` takes. */
function schemaOf(kind: ParameterKind): z.ZodType {
  switch (kind) {
    case "list":
      return z.array(z.string().min(1)).min(1);
    case "integer":
      return z.int();
    case "boolean":
    case "switch":
      return z.boolean();
    default:
      return z.string().min(1);
  }
}

/** A parameter's checked value as the parser would have read it from a line; undefined: not given. */
function rawValueOf(parameter: ToolParameter, value: unknown): string | string[] | true | undefined {
  if (value === undefined) return undefined;
  switch (parameter.kind) {
    case "words":
      return String(value).split(/\s+/).filter(Boolean);
    case "list":
      return (value as string[]).join(",");
    case "switch":
      return value === true ? true : undefined;
    default:
      return String(value);
  }
}

/** Each command's tool by language, made once (a tool's schema takes milliseconds to build). */
const toolsMade = new WeakMap<CommandDefinition, Map<Locale, CommandTool>>();

/** The tool of one command, described in the reader's language. */
export function toolOf(definition: CommandDefinition): CommandTool {
  const locale = currentLocale();
  let byLocale = toolsMade.get(definition);
  if (!byLocale) {
    byLocale = new Map();
    toolsMade.set(definition, byLocale);
  }
  let made = byLocale.get(locale);
  if (!made) {
    made = makeTool(definition);
    byLocale.set(locale, made);
  }
  return made;
}

/** A command's tool, made. */
function makeTool(definition: CommandDefinition): CommandTool {
  const parameters = parametersOf(definition);
  const shape: Record<string, z.ZodType> = {};
  for (const parameter of parameters) {
    const schema = schemaOf(parameter.kind).describe(parameter.usage);
    shape[parameter.name] = parameter.optional ? schema.optional() : schema;
  }
  const description = [definition.summary, `Usage: ${definition.usage}`, ...definition.details]
    .filter((line) => line.trim() !== "")
    .join("\n");
  return {
    name: toolNameOf(definition),
    definition,
    description,
    input: z.strictObject(shape),
    rawOf(input) {
      const raw: RawArgs = {};
      for (const parameter of parameters) {
        const value = rawValueOf(parameter, input[parameter.name]);
        if (value !== undefined) raw[parameter.key] = value;
      }
      return raw;
    },
  };
}

/** One tool per command that `role` may run, in the registry's order. */
export function toolsFor(registry: CommandRegistry, role: Role): CommandTool[] {
  return registry
    .list()
    .filter((definition) => role === "admin" || definition.role === "everyone")
    .map(toolOf);
}

/** Each tool's JSON Schema, made once. */
const schemasMade = new WeakMap<CommandTool, Record<string, unknown>>();

/** A tool's parameters as the JSON Schema sent to the model: a whole number is `integer`, without zod's safe-integer bounds. */
export function jsonSchemaOf(tool: CommandTool): Record<string, unknown> {
  let schema = schemasMade.get(tool);
  if (!schema) {
    schema = makeJsonSchema(tool);
    schemasMade.set(tool, schema);
  }
  return schema;
}

function makeJsonSchema(tool: CommandTool): Record<string, unknown> {
  return z.toJSONSchema(tool.input, {
    target: "draft-7",
    override: ({ jsonSchema }) => {
      if (jsonSchema.type === "integer") {
        delete jsonSchema.minimum;
        delete jsonSchema.maximum;
      }
    },
  }) as Record<string, unknown>;
}
