// Why someone is not linked, as they and those who chose them are told: the conflict's true cause, never "several match" for another account's link.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../src/clock.ts";
import { AuditWriter } from "../../src/core/audit-log.ts";
import { notLinkedReply, yourLinkText } from "../../src/core/not-linked.ts";
import { type ConflictCause, PeopleResolver } from "../../src/core/people-resolver.ts";
import { inLocale, LOCALES, t } from "../../src/messages/translate.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import type { DirectoryPerson } from "../../src/store/people-records.ts";

const ada: DirectoryPerson = { uid: "u_ada", fullName: "Ada Lovelace", emails: ["ada@acme.example"], entraIds: [] };
const grace: DirectoryPerson = {
  uid: "u_grace",
  fullName: "Grace Hopper",
  emails: ["grace@acme.example"],
  slackUserId: "UGRACE",
  entraIds: [],
};
const alans: DirectoryPerson[] = [
  { uid: "u_alan", emails: ["alan@acme.example"], entraIds: [] },
  { uid: "u_alan2", emails: ["alan@acme.example"], entraIds: [] },
];

/** Each way a chat account meets a conflict: the account, its verified e-mail, and the cause. */
const CASES: Array<{ account: string; email: string; cause: ConflictCause; before?: string }> = [
  { account: "UALAN", email: "alan@acme.example", cause: "several" },
  { account: "UIMPOSTOR", email: "grace@acme.example", cause: "otherAccount" },
  // Ada's platform user is linked to UADA1 first (by her e-mail); her second account meets that link.
  { account: "UADA2", email: "ada@acme.example", cause: "linkedElsewhere", before: "UADA1" },
];

/** What each cause reads as in `notLinked.why` (about someone chosen) and `you.notLinked.why` (about oneself). */
const wordsOf = (cause: ConflictCause) => {
  const why = cause === "several" ? "conflict" : cause;
  return { them: t("notLinked.why", { why }), you: t("you.notLinked.why", { why }) };
};

describe("a chat account left unlinked by a conflict", () => {
  for (const locale of LOCALES)
    for (const { account, email, cause, before } of CASES)
      it(`(${locale}) ${cause}: the person chosen and the person asking are told that cause`, async () => {
        const store = await openSqliteStore(":memory:");
        await store.replaceDirectory([ada, grace, ...alans], "people.csv");
        const people = new PeopleResolver(store, systemClock, new AuditWriter(store, systemClock));
        const profile = async () => ({ name: "Someone", email });
        if (before) expect(await people.identify("slack", before, profile)).toMatchObject({ linked: true });
        const found = await people.identify("slack", account, profile);
        if (found.linked) throw new Error("expected a conflict");
        expect(found.cause).toBe(cause);
        await inLocale(locale, async () => {
          const words = wordsOf(cause);
          const several = wordsOf("several");
          const chosen = notLinkedReply(`<@${account}>`, found, "/desk ").text ?? "";
          expect(chosen).toContain(words.them);
          const own = await yourLinkText(found, { platform: "slack", userId: account, prefix: "/desk " }, store, false);
          expect(own).toContain(words.you);
          if (cause !== "several") {
            expect(chosen).not.toContain(several.them);
            expect(own).not.toContain(several.you);
          }
        });
        await store.close();
      });
});
