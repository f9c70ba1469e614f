// A form declared in the core renders on both platforms with no adapter code of its own, and its answers come back.
import { describe, expect, it } from "vitest";
import { answersOf, modalFor } from "../../src/adapters/slack/modals.ts";
import { dialogCard, readSubmission } from "../../src/adapters/teams/dialogs.ts";
import { fieldErrorOf } from "../../src/core/form-errors.ts";
import { argsFromAnswers, type CommandForm } from "../../src/core/forms.ts";
import { sealKey } from "../../src/sealed.ts";

const KEY = sealKey("a test secret", "forms");

/** A form no command has today, with one field of every kind. */
const form: CommandForm = {
  id: "incident",
  title: "Report an incident",
  submitLabel: "Report",
  messageAction: { id: "report_incident", title: "Report incident", description: "Report this message" },
  fields: [
    { id: "service", label: "Service", kind: "text", fills: "service", placeholder: "wa_vpn" },
    { id: "details", label: "Details", kind: "multiline", fills: "text", prefill: "message" },
    { id: "watchers", label: "Watchers", kind: "people", fills: "watchers" },
    { id: "urgent", label: "Urgency", kind: "checkbox", fills: "urgent", optional: true, option: "It is urgent" },
  ],
};

describe("a new form", () => {
  it("is a Slack modal with one input block per field, pre-filled from the message", () => {
    const view = modalFor(
      form,
      { answers: { details: "The VPN is down" }, notes: {} },
      { user: "UANN", files: [] },
      KEY,
    );
    expect(view.callback_id).toBe("incident_modal");
    const blocks = view.blocks as unknown as Array<{
      block_id: string;
      optional?: boolean;
      element: Record<string, unknown>;
    }>;
    expect(blocks.map((block) => [block.block_id, block.element.action_id, block.element.type])).toEqual([
      ["service", "service", "plain_text_input"],
      ["details", "details", "plain_text_input"],
      ["watchers", "watchers", "multi_users_select"],
      ["urgent", "urgent", "checkboxes"],
    ]);
    expect(blocks[1]?.element).toMatchObject({ multiline: true, initial_value: "The VPN is down" });
    expect(blocks[3]?.optional).toBe(true);
  });

  it("is a Teams dialog card with one input per field, and an error shown beside its field", () => {
    const card = dialogCard(
      form,
      {
        answers: { details: "The VPN is down" },
        files: [],
        error: { fieldId: "service", message: "Unknown service" },
      },
      KEY,
    );
    const body = card.body as Array<Record<string, unknown>>;
    expect(body.map((element) => [element.type, element.id])).toEqual([
      ["Input.Text", "service"],
      ["RichTextBlock", undefined],
      ["Input.Text", "details"],
      ["Input.ChoiceSet", "watchers"],
      ["Input.Toggle", "urgent"],
    ]);
    expect(body[1]).toMatchObject({ inlines: [{ type: "TextRun", text: "Unknown service", color: "Attention" }] });
    expect(body[2]).toMatchObject({ isMultiline: true, value: "The VPN is down" });
  });

  it("turns either platform's answers into the same arguments", () => {
    const slack = answersOf(form, {
      service: { service: { type: "plain_text_input", value: " wa_vpn " } },
      details: { details: { type: "plain_text_input", value: "Down" } },
      watchers: { watchers: { type: "multi_users_select", selected_users: ["U1", "U2"] } },
      urgent: {
        urgent: { type: "checkboxes", selected_options: [{ value: "urgent", text: { type: "plain_text", text: "" } }] },
      },
    });
    const teams = readSubmission(form, { service: "wa_vpn", details: "Down", watchers: "U1,U2", urgent: "true" }, KEY);
    const expected = { service: "wa_vpn", text: "Down", watchers: "<@U1>,<@U2>", urgent: true };
    expect(argsFromAnswers(form, slack)).toEqual(expected);
    expect(argsFromAnswers(form, teams?.answers ?? {})).toEqual(expected);
  });

  it("maps an argument's error to the field that fills it, and nothing else", () => {
    const error = { kind: "usage" as const, title: "Unknown service.", text: "Check it.", field: "service" };
    expect(fieldErrorOf(form, error)).toEqual({ fieldId: "service", message: "Unknown service. Check it." });
    expect(fieldErrorOf(form, { ...error, field: "elsewhere" })).toBeUndefined();
    expect(fieldErrorOf(form, { kind: "result", title: "Done" })).toBeUndefined();
  });
});
