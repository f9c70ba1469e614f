// Where a form shows a reply it cannot take as an outcome: an error or a warning beside the field it is about.
import { t } from "../messages/translate.ts";
import type { CommandForm } from "./forms.ts";
import type { Reply } from "./reply.ts";

/** The field that shows a failed reply's error, with the words to show, when the person can fix it there. */
export function fieldErrorOf(form: CommandForm, reply: Reply): { fieldId: string; message: string } | undefined {
  if (reply.kind !== "usage" && reply.kind !== "error" && reply.kind !== "warning") return undefined;
  const field = form.fields.find((candidate) => candidate.fills === reply.field);
  if (!field) return undefined;
  const title = reply.title.trim();
  const detail = (reply.kind === "usage" ? (reply.text ?? "") : reply.troubleshoot).trim();
  // Two sentences: a stop between them, unless the first already ends with one.
  const message = !detail
    ? title
    : /[.!?…»]$/.test(title)
      ? `${title} ${detail}`
      : t("form.errorParts", { title, detail });
  return { fieldId: field.id, message };
}
