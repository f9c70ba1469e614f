// Two instances on one Postgres (CI's server) take alternate messages of one conversation: the question asked by one is answered through the other, and the yes given to either writes once.
import { randomUUID } from "node:crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { assembleCore } from "../../src/core/core.ts";
import { CompanyGate } from "../../src/core/gate.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import type { Caller } from "../../src/core/requests.ts";
import { createLogger } from "../../src/log.ts";
import { openPostgresStore } from "../../src/store/open-store.ts";
import { clientFor, startSimulator } from "../helpers/simulator.ts";

const url = process.env.DESKBOT_TEST_POSTGRES_URL;
const grace: Caller = { platform: "slack", userId: "UADMIN", prefix: "" };
const place = { conversation: "slack:dm:D0DESK" };

describe.skipIf(!url)("two instances on one Postgres", () => {
  it("take alternate messages of one conversation: question, answer, yes, yes; one comment", async () => {
    const sim = await startSimulator();
    const schema = `t_${randomUUID().replaceAll("-", "")}`;
    const instance = async () => {
      const store = await openPostgresStore(url ?? "", { schema });
      onTestFinished(() => store.close());
      const api = clientFor(sim);
      return assembleCore({
        api,
        store,
        gate: new CompanyGate(api, 60),
        registry: new CommandRegistry(ALL_COMMANDS),
        admins: ["UADMIN"],
        logger: createLogger("silent"),
      }).core;
    };
    const first = await instance();
    const second = await instance();
    expect((await first.run(grace, "comment on REQ-42", place)).words?.outcome).toBe("ask");
    const proposal = await second.run(grace, "the laptop arrived", place);
    expect(proposal.kind === "confirm" && proposal.confirmation.command).toBe("comment REQ-42 the laptop arrived");
    const [one, other] = await Promise.all([first.run(grace, "yes", place), second.run(grace, "yes", place)]);
    expect([one, other].some((reply) => reply.conversation !== undefined)).toBe(true);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
    expect((await first.run(grace, "the same for REQ-43", place)).kind).toBe("confirm");
  });
});
