// The rule that keeps real people from the demo company: serving Slack or Teams needs a real API, unless DESK_DEMO says otherwise.
import type { Config } from "../config.ts";

/**
 * Why `serve` refuses `config` (Slack or Teams credentials without `DESK_API_URL`, and no `DESK_DEMO`),
 * in one line naming the variable; undefined when it may serve. `doctor` says the same.
 */
export function demoRefusal(config: Config): string | undefined {
  if ((config.slack?.botToken || config.teams?.appId) && !config.api.url && !config.demo)
    return "DESK_API_URL: required to serve Slack or Teams (with DESK_API_TOKEN); set DESK_DEMO=true to serve the demo data instead";
  return undefined;
}
