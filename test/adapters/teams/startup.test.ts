// Never can a deployment silently run Teams without authentication: the start-up refusal, as a person sees it.
import { describe, expect, it } from "vitest";
import { cleanEnv, runCli } from "../../helpers/cli.ts";

describe("deskbot serve with TEAMS_ALLOW_UNAUTHENTICATED", () => {
  it("refuses to start unless HOST is a loopback address, with one line naming the variable", async () => {
    const result = await runCli(["serve"], {
      env: cleanEnv({ TEAMS_ALLOW_UNAUTHENTICATED: "true", HOST: "0.0.0.0", PORT: "0" }),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "deskbot: TEAMS_ALLOW_UNAUTHENTICATED: refused because HOST (0.0.0.0) is not a loopback address",
    );
    expect(result.stdout).toBe("");
  });
});
