// What a form shows beside a field when its command fails: two sentences with a stop between them, and only advice the form can follow.
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/core/commands/index.ts";
import { fieldErrorOf } from "../../src/core/form-errors.ts";
import type { Reply } from "../../src/core/reply.ts";
import type { Sent } from "../../src/core/requests.ts";
import { inLocale } from "../../src/messages/translate.ts";
import { startCore } from "../helpers/core.ts";

const approvalForm = () => {
  const form = createRegistry().get("approval")?.form;
  if (!form) throw new Error("approval has a form");
  return form;
};

describe("an error beside a form's field", () => {
  const cases: Array<[Reply, string]> = [
    [
      {
        kind: "error",
        title: "Posting the comment on REQ-999 failed: not found",
        troubleshoot: "No request with uid REQ-999.",
        field: "request",
      },
      "Posting the comment on REQ-999 failed: not found. No request with uid REQ-999.",
    ],
    [
      { kind: "error", title: "REQ-9 is resolved.", troubleshoot: "Submit again to comment anyway.", field: "request" },
      "REQ-9 is resolved. Submit again to comment anyway.",
    ],
    [
      { kind: "error", title: "Is REQ-9 the right ticket?", troubleshoot: "It is archived.", field: "request" },
      "Is REQ-9 the right ticket? It is archived.",
    ],
    [{ kind: "error", title: "The ticket is missing", troubleshoot: "", field: "request" }, "The ticket is missing"],
    [
      {
        kind: "usage",
        title: "Zoë O'Brien is not linked to a platform user",
        text: "An admin can link them.",
        field: "approvers",
      },
      "Zoë O'Brien is not linked to a platform user. An admin can link them.",
    ],
  ];
  for (const [reply, shown] of cases) {
    it(`reads as sentences: ${shown}`, () => {
      expect(fieldErrorOf(approvalForm(), reply)?.message).toBe(shown);
    });
  }

  it("reads as sentences in French too", () => {
    const reply: Reply = {
      kind: "error",
      title: "La publication du commentaire sur REQ-999 a échoué : not found",
      troubleshoot: "No request with uid REQ-999.",
      field: "request",
    };
    expect(inLocale("fr", () => fieldErrorOf(approvalForm(), reply)?.message)).toBe(
      "La publication du commentaire sur REQ-999 a échoué : not found. No request with uid REQ-999.",
    );
  });
});

describe("an approver who is not linked", () => {
  /** The approval's reply when `approvers` names an unknown Slack user, from a form or typed. */
  async function refusal(viaForm: boolean, locale: "en" | "fr") {
    const t = await startCore({ admins: ["UADMIN"] });
    const request: Sent = viaForm
      ? {
          kind: "form",
          command: "approval",
          answers: { ticket: "REQ-41", approvers: [{ id: "UNOBODY", name: "Zoë O'Brien" }], body: "Please" },
        }
      : { kind: "text", text: "approval REQ-41 --approvers <@UNOBODY> Please" };
    return inLocale(locale, () => t.handle(request, { platform: "slack", userId: "UADMIN" }));
  }

  for (const locale of ["en", "fr"] as const) {
    it(`chosen in a people picker (a form): is not told to type a uid (${locale})`, async () => {
      const picked = await refusal(true, locale);
      expect(picked.kind).toBe("usage");
      const words = `${picked.title} ${"text" in picked ? picked.text : ""}`;
      expect(words).toContain("Zoë O'Brien");
      expect(words).not.toMatch(/UID itself|l’UID de l’utilisateur/);
      expect(words).toMatch(locale === "en" ? /choose them again/ : /choisissez-le à nouveau/);
    });
  }

  it("typed in a command: may give the platform user uid itself instead", async () => {
    const typed = await refusal(false, "en");
    expect("text" in typed ? typed.text : "").toContain("Or give the platform user UID itself.");
  });
});
