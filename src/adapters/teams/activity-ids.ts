// The ids a Teams activity carries (its sender, itself, its conversation): each a string of bounded length, or the activity is refused.
import type { Activity } from "botbuilder";
import { isPlatformId, MAX_CONVERSATION_ID_LENGTH } from "../../core/bounds.ts";

type Loose = Record<string, unknown>;

const looseObject = (value: unknown): Loose | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;

/**
 * The fields of an activity whose id deskbot will not read (of another type, too long, or, for a
 * message or an invoke, no sender), by name; none for an activity it reads. Only names and lengths
 * are said, never the values.
 */
export function unreadableActivityIds(activity: Loose): Array<{ field: string; type: string; length?: number }> {
  const from = looseObject(activity.from);
  // A message, an invoke, an installation is answered: it needs who sent it, to whom, and where.
  const answered = ["message", "invoke", "conversationUpdate"].includes(String(activity.type));
  const fields: Array<{ field: string; value: unknown; required: boolean; max?: number }> = [
    { field: "id", value: activity.id, required: false },
    { field: "replyToId", value: activity.replyToId, required: false },
    { field: "from.id", value: from?.id, required: answered },
    { field: "from.aadObjectId", value: from?.aadObjectId, required: false },
    { field: "recipient.id", value: looseObject(activity.recipient)?.id, required: answered },
    {
      field: "conversation.id",
      value: looseObject(activity.conversation)?.id,
      required: answered,
      max: MAX_CONVERSATION_ID_LENGTH,
    },
  ];
  return fields
    .filter(({ value, required, max }) => (value === undefined ? required : !isPlatformId(value, max)))
    .map(({ field, value }) => ({
      field,
      type: value === null ? "null" : Array.isArray(value) ? "array" : typeof value,
      ...(typeof value === "string" ? { length: value.length } : {}),
    }));
}

/** Fields read as text by deskbot or botbuilder, or copied into a reply (which Teams then refuses when they are not text). */
const TEXT_FIELDS: Array<[string, ...string[]]> = [
  ["text"],
  ["locale"],
  ["from", "name"],
  ["recipient", "name"],
  ["conversation", "conversationType"],
  ["conversation", "name"],
  ["conversation", "tenantId"],
];

/**
 * The activity with what deskbot cannot read left out, so that it is answered as if it had not
 * come: a text field that is not text (a locale of `42`, `{}` or `["fr"]` is ignored and the
 * default language used), entities that are not a list, an invoke's value that is no object.
 */
export function readableActivity(activity: Loose): Loose {
  const copy: Loose = { ...activity };
  for (const [first, second] of TEXT_FIELDS) {
    if (second === undefined) {
      if (copy[first] !== undefined && typeof copy[first] !== "string") delete copy[first];
      continue;
    }
    const parent = looseObject(copy[first]);
    if (parent && parent[second] !== undefined && typeof parent[second] !== "string") {
      const { [second]: _dropped, ...kept } = parent;
      copy[first] = kept;
    }
  }
  if (copy.entities !== undefined && !Array.isArray(copy.entities)) delete copy.entities;
  if (copy.type === "invoke" && !looseObject(copy.value)) copy.value = {};
  return copy;
}

/**
 * Whether an object is an activity as the Bot Framework SDK reads one from its own HTTP handler: a
 * JSON object with a `type` (the fields deskbot reads were made readable by `readableActivity`).
 */
export function isActivity(value: object): value is Activity {
  return typeof Reflect.get(value, "type") === "string";
}
