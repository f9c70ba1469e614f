// The deskbot command line: --help for every subcommand without doing anything else, and --version.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUBCOMMANDS } from "../../src/cli/commands.ts";
import { usageOf } from "../../src/cli/options.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

describe("deskbot --help", () => {
  it("lists every subcommand with its usage", async () => {
    const result = await runCli(["--help"]);
    expect(result.status).toBe(0);
    for (const command of SUBCOMMANDS) expect(result.stdout).toContain(usageOf(command));
  });

  it.each(
    SUBCOMMANDS.map((command) => [command.name, command] as const),
  )("%s --help prints its usage and options, exits 0, and starts nothing", async (name, command) => {
    // A port that is certainly taken would make `serve` fail: --help must not get that far.
    const env = cleanEnv({ PORT: "1", HOST: "127.0.0.1", DESK_DB: "/nonexistent/deskbot.sqlite" });
    const result = await runCli([name, "--help"], { env });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`usage: ${usageOf(command)}`);
    for (const option of command.options) expect(result.stdout).toContain(`--${option.name}`);
    expect(result.stderr).toBe("");
  });

  it("chat --help says what --yes confirms, and --yes confirms a typed merge but never a change read from words", async () => {
    const help = (await runCli(["chat", "--help"])).stdout;
    const line = help.split("\n").find((text) => text.trimStart().startsWith("--yes")) ?? "";
    expect(line).toContain("merge");
    expect(line).toContain("never a change read from your own words");
    const cwd = mkdtempSync(join(tmpdir(), "deskbot-yes-"));
    for (const [command, status] of [
      ["merge u_katherine u_katherine_dup", 0],
      ["tell REQ-42 the laptop arrived", 1],
    ] as const) {
      const refused = await runCli(["chat", "-c", command], { cwd });
      expect(refused.status, command).toBe(1);
      const confirmed = await runCli(["chat", "-c", command, "--yes"], { cwd });
      expect(confirmed.status, confirmed.stdout).toBe(status);
    }
  });

  it("--version prints the package's version", async () => {
    const result = await runCli(["--version"]);
    expect(result).toMatchObject({ status: 0, stdout: `${version}\n` });
  });

  it("a wrong option names it and shows the usage line, exit 2", async () => {
    const result = await runCli(["simulator", "--prot", "4010"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--prot");
    expect(result.stderr).toContain("usage: deskbot simulator [--port N]");
  });
});
