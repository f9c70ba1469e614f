// What a Slack request must carry to be read: its containers objects, its ids bounded strings (its person, its delivery, its channel).
import { isPlatformId, MAX_CONVERSATION_ID_LENGTH } from "../../core/bounds.ts";
import { jsonObjectOf } from "../../http-body.ts";

type Loose = Record<string, unknown>;

const looseObject = (value: unknown): Loose | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;

/** The longest response URL read (Slack's are about 100 characters). */
const MAX_URL_LENGTH = 2048;

/** Interactions that come from a person and need one. */
const FROM_A_PERSON = ["message_action", "shortcut", "block_actions", "view_submission", "view_closed"];

/** Events that name their person in `event.user`. */
const EVENTS_OF_A_PERSON = ["app_home_opened", "link_shared"];

interface Field {
  field: string;
  value: unknown;
  /** `id`: a bounded string; `object`: an object (a container of other fields); `url`: a bounded string; `list`: a list of some. */
  kind: "id" | "object" | "url" | "list";
  required: boolean;
  max?: number;
}

/**
 * The fields of a Slack request body deskbot reads before its listeners do, with what each must
 * be for this kind of request: a slash command needs its person, trigger and response URL; a
 * shortcut its person and trigger; a submission its view; an event its id, and its person where
 * it has one; a workflow step its execution.
 */
function fieldsOf(body: Loose): Field[] {
  const user = looseObject(body.user);
  const view = looseObject(body.view);
  const channel = looseObject(body.channel);
  const event = looseObject(body.event);
  const command = typeof body.command === "string";
  const kind = command ? "command" : typeof body.type === "string" ? body.type : "";
  const person = command || FROM_A_PERSON.includes(kind);
  const fields: Field[] = [
    { field: "user", value: body.user, kind: "object", required: false },
    { field: command ? "user_id" : "user.id", value: command ? body.user_id : user?.id, kind: "id", required: person },
    {
      field: "trigger_id",
      value: body.trigger_id,
      kind: "id",
      required: command || kind === "message_action" || kind === "shortcut",
    },
    { field: "response_url", value: body.response_url, kind: "url", required: command, max: MAX_URL_LENGTH },
    { field: "view", value: body.view, kind: "object", required: kind === "view_submission" },
    { field: "view.id", value: view?.id, kind: "id", required: kind === "view_submission" },
    { field: "channel", value: body.channel, kind: "object", required: false },
    { field: "channel.id", value: channel?.id, kind: "id", required: false, max: MAX_CONVERSATION_ID_LENGTH },
    { field: "channel_id", value: body.channel_id, kind: "id", required: false, max: MAX_CONVERSATION_ID_LENGTH },
  ];
  if (kind === "block_actions") {
    // Bolt finds the listener by the first action's id.
    const [first] = Array.isArray(body.actions) ? body.actions : [];
    fields.push(
      { field: "actions", value: body.actions, kind: "list", required: true },
      { field: "actions.0", value: first, kind: "object", required: true },
      { field: "actions.0.action_id", value: looseObject(first)?.action_id, kind: "id", required: true },
    );
  }
  if (kind === "event_callback") {
    const eventType = event?.type;
    fields.push(
      { field: "event", value: body.event, kind: "object", required: true },
      { field: "event_id", value: body.event_id, kind: "id", required: true },
      {
        field: "event.user",
        value: event?.user,
        kind: "id",
        required: EVENTS_OF_A_PERSON.includes(String(eventType)),
      },
      { field: "event.channel", value: event?.channel, kind: "id", required: false, max: MAX_CONVERSATION_ID_LENGTH },
    );
    if (eventType === "function_executed")
      fields.push({
        field: "event.function_execution_id",
        value: event?.function_execution_id,
        kind: "id",
        required: true,
      });
  }
  return fields;
}

function readable({ value, kind, max }: Field): boolean {
  if (kind === "object") return looseObject(value) !== undefined;
  if (kind === "list") return Array.isArray(value) && value.length > 0;
  return isPlatformId(value, max);
}

/**
 * The fields of a Slack request that deskbot will not read (a container that is no object, an id
 * of another type or too long, or missing where the request needs it), by name; none for a
 * request it reads. Only names, types and lengths are said, never the values.
 */
export function unreadableFields(body: unknown): Array<{ field: string; type: string; length?: number }> {
  const object = looseObject(body);
  if (!object) return [{ field: "body", type: typeOf(body) }];
  return fieldsOf(object)
    .filter((field) => (field.value === undefined ? field.required : !readable(field)))
    .map(({ field, value }) => ({
      field,
      type: typeOf(value),
      ...(typeof value === "string" ? { length: value.length } : {}),
    }));
}

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/**
 * The object a Slack request's body holds, or undefined when it holds none: a JSON object
 * (events), a form's `payload` as a JSON object (interactivity), or a form's own fields (a slash
 * command, which must name its command, or Slack's SSL check).
 */
export function slackPayloadOf(body: Buffer, contentType: string): Loose | undefined {
  if (contentType.includes("application/json")) return jsonObjectOf(body);
  const form = new URLSearchParams(body.toString("utf8"));
  const payload = form.get("payload");
  if (payload !== null) return jsonObjectOf(Buffer.from(payload, "utf8"));
  const fields = Object.fromEntries(form);
  return typeof fields.command === "string" || fields.ssl_check !== undefined ? fields : undefined;
}
