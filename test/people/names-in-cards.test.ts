// Teams cards name people from the directory first and Teams second; with neither, their id: never a placeholder several people share.
import { describe, expect, it } from "vitest";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import type { DirectoryPerson } from "../../src/store/people-records.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe } from "../helpers/serve.ts";

/** Names of one, two and three words, accents and apostrophes; two people who share a name (uids the simulator knows). */
const DIRECTORY: DirectoryPerson[] = [
  { uid: "u_ada", fullName: "Zoë", emails: [], entraIds: ["aad-zoe"] },
  { uid: "u_grace", fullName: "Zoë O'Brien", emails: [], entraIds: ["aad-obrien"] },
  { uid: "u_katherine", fullName: "María José d'Arc", emails: [], entraIds: ["aad-maria"] },
  { uid: "u_alan", fullName: "Ann Smith", emails: [], entraIds: ["aad-ann1"] },
  { uid: "u_ken", fullName: "Ann Smith", emails: [], entraIds: ["aad-ann2"] },
  // Nobody knows their name: neither the directory nor Teams.
  { uid: "u_linus", emails: [], entraIds: ["aad-linus"] },
];

async function setup() {
  const connector = await startFakeConnector();
  // Real Teams answers the member lookup 404 for anyone outside the conversation.
  connector.members = "not-found";
  const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
  await server.runtime.store.replaceDirectory(DIRECTORY, "people.csv");
  /** Sends `text` as `aad`; resolves to the reply (not a progress note) as JSON text. */
  const say = async (text: string, aad: string) => {
    let count = connector.sent().length + 1;
    expect((await postActivity(server.url, messageActivity(text, { serviceUrl: connector.url, aad }))).status).toBe(
      200,
    );
    while (JSON.stringify((await connector.waitForSent(count)).body).includes("Working on it")) count += 1;
    return connector.sent()[count - 1]?.body as Record<string, unknown>;
  };
  return { say, connector };
}

/** The names a card's mentions show, in order, and its mention entities (`msteams.entities`) by id. */
function mentionsOf(activity: Record<string, unknown>) {
  const [attachment] = activity.attachments as Array<{
    content: { body: unknown; msteams?: { entities: Mentioned[] } };
  }>;
  const shown = [...JSON.stringify(attachment?.content.body).matchAll(/<at>(.*?)<\/at>/g)].map((match) => match[1]);
  const entities = new Map((attachment?.content.msteams?.entities ?? []).map((e) => [e.mentioned.id, e]));
  return { shown, entities };
}

interface Mentioned {
  type: string;
  text: string;
  mentioned: { id: string; name: string };
}

describe("people in Teams cards, when Teams does not answer the member lookup", () => {
  it("are named from the directory through their links in the audit log, two sharing a name told apart, a stranger by id", async () => {
    const { say } = await setup();
    for (const aad of ["aad-zoe", "aad-obrien", "aad-maria", "aad-ann1", "aad-ann2", "aad-stranger"])
      await say("comment REQ-41 Hello", aad);
    const audit = mentionsOf(await say("audit --command comment --limit 6", "aad-admin"));
    expect(new Set(audit.shown)).toEqual(
      new Set(["Zoë", "Zoë O'Brien", "María José d'Arc", "Ann Smith", "Ann Smith (aad-ann1)", "aad-stranger"]),
    );
    expect(audit.shown).not.toContain("someone");
    // Each person reads differently, and each mention entity names whom it mentions.
    expect(new Set(audit.shown).size).toBe(6);
    expect(audit.entities.get("aad-maria")).toMatchObject({
      text: "<at>María José d'Arc</at>",
      mentioned: { name: "María José d'Arc" },
    });
    expect(audit.entities.get("aad-stranger")?.mentioned.name).toBe("aad-stranger");
  });

  it("are named in an approval: its approvers from the directory, one whose name nobody knows by id", async () => {
    const { say } = await setup();
    // Linked (by their Entra ids) the first time they use deskbot.
    for (const aad of ["aad-zoe", "aad-obrien", "aad-maria", "aad-linus"]) await say("whoami", aad);
    const approval = mentionsOf(
      await say("approval REQ-44 --approvers u_ada,u_grace,u_katherine,u_linus Please", "aad-admin"),
    );
    expect(approval.shown).toEqual(["Zoë", "Zoë O'Brien", "María José d'Arc", "aad-linus"]);
  });
});
