// `deskbot doctor [--json]`: every check of the configuration against the live services, a line each; exit 0 when all hold.
import type { Config } from "../config.ts";
import { createLogger } from "../log.ts";
import { DOCTOR } from "./commands.ts";
import { type CheckResult, runDoctor } from "./doctor.ts";
import type { CliIo } from "./io.ts";
import { readOptions } from "./options.ts";

/** Runs the checks and prints them; resolves to the exit status (0 every check holds, 1 otherwise). */
export async function runDoctorCommand(argv: string[], config: Config, io: CliIo): Promise<number> {
  const values = readOptions(DOCTOR, argv);
  // The store's and the clients' own logs would interleave with the verdicts: only errors, to standard error.
  const logger = createLogger("error", io.stderr);
  const results = await runDoctor(config, { logger });
  const ok = results.every((result) => result.ok);
  if (values.json === true) io.stdout.write(`${JSON.stringify({ ok, checks: results })}\n`);
  else
    io.stdout.write(
      `${results.map(line).join("\n")}\n${ok ? "Every check holds." : "Some checks failed: see each ✗ line's fix."}\n`,
    );
  return ok ? 0 : 1;
}

/** `✓ api: token accepted: Acme Corp`, or `✗ slack: … → what to do`. */
function line(result: CheckResult): string {
  return result.ok ? `✓ ${result.part}: ${result.detail}` : `✗ ${result.part}: ${result.detail}\n    → ${result.fix}`;
}
