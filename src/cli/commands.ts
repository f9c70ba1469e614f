// The deskbot CLI's subcommands and their options: the one list that main's dispatch and every --help read.
import type { CliCommand } from "./options.ts";

export const SERVE: CliCommand = {
  name: "serve",
  summary:
    "The HTTP server: POST /slack/events (Slack), POST /api/messages (Teams), GET /healthz, GET /readyz, GET /metrics, GET /privacy and GET /terms (the Teams app's pages), POST /api/actions/ACTION (with DESK_ACTION_CALLERS). Configured by the environment or .env (see .env.example).",
  options: [],
};

export const CHAT: CliCommand = {
  name: "chat",
  summary: "The console: a prompt on a terminal, one command a line from standard input, or one command with -c.",
  options: [
    {
      name: "command",
      short: "c",
      value: "COMMAND",
      description: "run one command and exit (0 ok, 1 failed, 2 bad usage)",
    },
    { name: "as", value: "CHAT_USER", description: "the chat user id to act as (for roles and links)" },
    { name: "platform", value: "slack|teams", description: "check that platform's company flag, as its adapter would" },
    { name: "json", description: "print the API's records as JSON, one document per command" },
    {
      name: "yes",
      description:
        "confirm a typed command that asks for a confirmation (merge); never a change read from your own words, which is only proposed",
    },
    {
      name: "locale",
      value: "LOCALE",
      description: "the language of the answers: en or fr (else LANG, else DESK_LOCALE)",
    },
  ],
};

export const SIMULATOR: CliCommand = {
  name: "simulator",
  summary: "The built-in API simulator alone; prints its base URL on its first line.",
  options: [
    { name: "port", value: "N", description: "the port to listen on (0, the default: any free one)" },
    { name: "host", value: "H", description: "the address to listen on (127.0.0.1)" },
    { name: "token", value: "T", description: "the bearer token every call must carry (sim-token)" },
    { name: "seed", value: "FILE", description: "records to serve instead of the demo data (JSON)" },
    { name: "latency", value: "MS", description: "delay every answer" },
    { name: "fail-rate", value: "R", description: "answer this share (0 to 1) of calls with 503" },
    { name: "rate-limit", value: "N", description: "allow N requests a minute per token, 429 beyond" },
  ],
};

export const DIRECTORY: CliCommand = {
  name: "directory",
  words: "sync | import FILE | clear",
  summary:
    "The directory of platform users that people are linked by: sync it from the platform's people list (GET /v1/users, DESK_API_URL), or import an export of the platform's people (CSV with a header row, or JSON: uid, email or emails, full_name, slack_user_id, microsoft_entra_ids), replacing the directory; or clear it (links stay). Uses DESK_DB.",
  options: [
    { name: "dry-run", description: "sync, import: say what would be added, changed and removed, and change nothing" },
    { name: "force", description: "sync, import: carry it out even if it removes more than a fifth of the directory" },
  ],
};

export const MANIFEST: CliCommand = {
  name: "manifest",
  words: "slack | teams",
  summary:
    "The app manifests for this deployment: `manifest slack --url https://HOST [--socket-mode]` prints the Slack app manifest (YAML) with this deployment's URLs and DESK_COMMAND; `manifest teams --domain HOST [--out FILE]` writes the Teams app package (zip) for MICROSOFT_APP_ID, its version higher with each build.",
  options: [
    { name: "url", value: "https://HOST", description: "slack: deskbot's public URL (not with --socket-mode)" },
    { name: "socket-mode", description: "slack: the Socket Mode manifest (no public URL)" },
    { name: "domain", value: "HOST", description: "teams: the host deskbot is served on (or TEAMS_APP_DOMAIN)" },
    { name: "out", value: "FILE", description: "teams: where to write the zip (deskbot-teams.zip)" },
    { name: "version", value: "X.Y.Z", description: "teams: the package's version (default: from the date and time)" },
    { name: "privacy-url", value: "URL", description: "teams: the privacy page (default: deskbot's own /privacy)" },
    { name: "terms-url", value: "URL", description: "teams: the terms page (default: deskbot's own /terms)" },
  ],
};

export const DOCTOR: CliCommand = {
  name: "doctor",
  summary:
    "Checks the configuration against the live services: the API (token, company, chat flags, rate limit), the store (reachable, migrations, writable), Slack (token, workspace, scopes, signing secret, Socket Mode) and Teams (an access token for the app); a line each with what to do. Exit 0 when every check holds, 1 otherwise.",
  options: [{ name: "json", description: "print the checks as one JSON document, for scripts" }],
};

export const DEMO: CliCommand = {
  name: "demo",
  words: "reset",
  summary:
    "The demo's data (without DESK_API_URL: its store, ./data/demo.sqlite unless DESK_DB says otherwise, and the demo company's records beside it): `demo reset` removes them, so that the next run starts from the demo data again. Refused while another deskbot (a console, serve) has the demo open: one process at a time owns the demo's data, and a second one on it refuses, naming the first.",
  options: [],
};

export const SUBCOMMANDS: readonly CliCommand[] = [SERVE, CHAT, SIMULATOR, DIRECTORY, MANIFEST, DOCTOR, DEMO];
