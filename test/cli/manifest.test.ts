// `deskbot manifest slack|teams`: the Slack manifest with this deployment's URLs and command, the Teams package with a rising version.
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { packageVersion } from "../../src/cli/teams-package.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";
import { startServe } from "../helpers/serve.ts";

interface SlackManifest {
  features: { slash_commands: Array<{ command: string; url?: string }> };
  settings: {
    interactivity: { request_url?: string };
    event_subscriptions: { request_url?: string };
    socket_mode_enabled: boolean;
  };
}

/** The manifest.json entry of a zip written by the package (stored or deflated). */
function manifestOf(zip: Buffer): Record<string, unknown> {
  const nameLength = zip.readUInt16LE(26);
  const start = 30 + nameLength + zip.readUInt16LE(28);
  const data = zip.subarray(start, start + zip.readUInt32LE(18));
  return JSON.parse((zip.readUInt16LE(8) === 8 ? inflateRawSync(data) : data).toString("utf8"));
}

describe("deskbot manifest slack", () => {
  it("prints the HTTP manifest with this deployment's URL and DESK_COMMAND", async () => {
    const result = await runCli(["manifest", "slack", "--url", "https://bot.acme.example/"], {
      env: cleanEnv({ DESK_COMMAND: "/it" }),
    });
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain("deskbot.example.com");
    const manifest = parse(result.stdout) as SlackManifest;
    expect(manifest.features.slash_commands[0]).toMatchObject({
      command: "/it",
      url: "https://bot.acme.example/slack/events",
    });
    expect(manifest.settings.interactivity.request_url).toBe("https://bot.acme.example/slack/events");
    expect(manifest.settings.event_subscriptions.request_url).toBe("https://bot.acme.example/slack/events");
    expect(manifest.settings.socket_mode_enabled).toBe(false);
  });

  it("prints the Socket Mode manifest, with no URL at all", async () => {
    const result = await runCli(["manifest", "slack", "--socket-mode"], { env: cleanEnv() });
    expect(result.status).toBe(0);
    const manifest = parse(result.stdout) as SlackManifest;
    expect(manifest.settings.socket_mode_enabled).toBe(true);
    expect(result.stdout).not.toMatch(/url:/);
  });

  /** Every string a YAML document holds, however deep. */
  const stringsOf = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(stringsOf)
        : [];

  for (const command of ["/desk", "/helpdesk", "/it", "/service-desk"]) {
    it(`names the slash command ${command} wherever it names one, in both variants`, async () => {
      for (const args of [["--socket-mode"], ["--url", "https://bot.acme.example"]]) {
        const result = await runCli(["manifest", "slack", ...args], { env: cleanEnv({ DESK_COMMAND: command }) });
        expect(result.status).toBe(0);
        const manifest = parse(result.stdout) as SlackManifest & { display_information: { long_description: string } };
        // A slash command is a word that starts with "/" (not a URL's path).
        const named = stringsOf(manifest).flatMap((text) =>
          [...text.matchAll(/(?:^|[\s("'])(\/[a-z][\w-]*)/g)].map((match) => match[1]),
        );
        expect(new Set(named)).toEqual(new Set([command]));
        expect(manifest.display_information.long_description).toContain(`Run ${command} `);
      }
    });
  }

  it("declares the previews of request links (unfurl domain, links scopes, link_shared) only with DESK_REQUEST_LINK_DOMAIN", async () => {
    type Full = SlackManifest & {
      features: { unfurl_domains?: string[] };
      oauth_config: { scopes: { bot: string[] } };
      settings: { event_subscriptions: { bot_events: string[] } };
    };
    for (const args of [["--socket-mode"], ["--url", "https://bot.acme.example"]]) {
      const without = await runCli(["manifest", "slack", ...args], { env: cleanEnv() });
      const plain = parse(without.stdout) as Full;
      expect(without.stdout).not.toContain("example.com/");
      expect(without.stdout).not.toMatch(/desk\.example\.com|unfurl/);
      expect(plain.features.unfurl_domains).toBeUndefined();
      expect(plain.oauth_config.scopes.bot).toEqual([
        "commands",
        "chat:write",
        "users:read",
        "users:read.email",
        "im:history",
        "app_mentions:read",
      ]);
      expect(plain.settings.event_subscriptions.bot_events).not.toContain("link_shared");
      for (const domain of ["desk.acme.example", "requests.acme.co.uk"]) {
        const withLinks = parse(
          (await runCli(["manifest", "slack", ...args], { env: cleanEnv({ DESK_REQUEST_LINK_DOMAIN: domain }) }))
            .stdout,
        ) as Full;
        expect(withLinks.features.unfurl_domains).toEqual([domain]);
        expect(withLinks.oauth_config.scopes.bot).toEqual([
          ...plain.oauth_config.scopes.bot,
          "links:read",
          "links:write",
        ]);
        expect(withLinks.settings.event_subscriptions.bot_events).toContain("link_shared");
      }
    }
  });

  it("asks for the scopes that read a thread (to summarise it) only with a model, in both variants", async () => {
    const scopesOf = (stdout: string) =>
      (parse(stdout) as { oauth_config: { scopes: { bot: string[] } } }).oauth_config.scopes.bot;
    const model = { DESK_AI_URL: "http://127.0.0.1:11434/v1", DESK_AI_MODEL: "llama3.1" };
    for (const args of [["--socket-mode"], ["--url", "https://bot.acme.example"]]) {
      const without = scopesOf((await runCli(["manifest", "slack", ...args], { env: cleanEnv() })).stdout);
      expect(without.filter((scope) => scope.endsWith(":history"))).toEqual(["im:history"]);
      const withModel = scopesOf((await runCli(["manifest", "slack", ...args], { env: cleanEnv(model) })).stdout);
      expect(withModel).toEqual([
        ...without.slice(0, without.indexOf("im:history") + 1),
        "channels:history",
        "groups:history",
        "mpim:history",
        ...without.slice(without.indexOf("im:history") + 1),
      ]);
    }
  });

  it("refuses a URL that is not https, with its usage", async () => {
    const result = await runCli(["manifest", "slack", "--url", "http://bot.acme.example"], { env: cleanEnv() });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--url must be deskbot's public https:// URL");
    expect(result.stdout).toBe("");
  });
});

describe("deskbot manifest teams", () => {
  it("writes the package for MICROSOFT_APP_ID and the domain, its pages on deskbot's own /privacy and /terms", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "deskbot-teams-")), "package.zip");
    const appId = "11111111-2222-3333-4444-555555555555";
    const result = await runCli(["manifest", "teams", "--domain", "bot.acme.example", "--out", out], {
      env: cleanEnv({ MICROSOFT_APP_ID: appId }),
    });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(out);
    const manifest = manifestOf(await readFile(out)) as {
      id: string;
      version: string;
      developer: Record<string, string>;
    };
    expect(manifest.id).toBe(appId);
    expect(manifest.version).toMatch(/^\d{4}\.\d{3,4}\.\d{1,9}$/);
    expect(manifest.developer).toMatchObject({
      privacyUrl: "https://bot.acme.example/privacy",
      termsOfUseUrl: "https://bot.acme.example/terms",
    });
  });

  it("names what is missing, writing nothing", async () => {
    const result = await runCli(["manifest", "teams", "--domain", "bot.acme.example"], { env: cleanEnv() });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("MICROSOFT_APP_ID: must be the Azure Bot's app id");
  });

  it("has a version higher with each build: a day, a minute, a second or a millisecond later", () => {
    const versions = [
      "2026-01-01T00:00:00.000Z",
      "2026-01-01T00:00:00.001Z",
      "2026-01-01T00:00:00.999Z",
      "2026-01-01T00:00:01.000Z",
      "2026-11-23T09:58:59.999Z",
      "2026-11-23T09:59:00Z",
      "2026-11-23T09:59:00.500Z",
      "2026-11-23T09:59:01Z",
      "2026-11-23T09:59:59Z",
      "2026-11-23T10:00:00Z",
      "2026-11-24T00:00:00Z",
      "2026-12-01T00:00:00Z",
      "2027-01-01T00:00:00Z",
    ].map((at) => packageVersion(new Date(at)));
    const ordered = [...versions].sort((a, b) => {
      const [x, y] = [a, b].map((version) => version.split(".").map(Number));
      for (let index = 0; index < 3; index += 1)
        if (x?.[index] !== y?.[index]) return (x?.[index] ?? 0) - (y?.[index] ?? 0);
      return 0;
    });
    expect(new Set(versions).size).toBe(versions.length);
    expect(ordered).toEqual(versions);
    for (const version of versions) expect(version).toMatch(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/);
  });

  for (const bad of ["bad value", "https://", "exa mple.com", "déskbot.example.com"]) {
    it(`names where the bad domain ${JSON.stringify(bad)} came from: --domain, or TEAMS_APP_DOMAIN`, async () => {
      const env = cleanEnv({ MICROSOFT_APP_ID: "11111111-2222-3333-4444-555555555555" });
      const given = await runCli(["manifest", "teams", "--domain", bad], { env });
      expect(given.status).toBe(1);
      expect(given.stderr).toContain("--domain: must be the host name");
      expect(given.stderr).not.toContain("TEAMS_APP_DOMAIN:");
      const fromEnv = await runCli(["manifest", "teams"], { env: { ...env, TEAMS_APP_DOMAIN: bad } });
      expect(fromEnv.status).toBe(1);
      expect(fromEnv.stderr).toContain("TEAMS_APP_DOMAIN: must be the host name");
      expect(fromEnv.stderr).not.toContain("--domain:");
    });
  }

  it("without any domain, names both ways to give one", async () => {
    const env = cleanEnv({ MICROSOFT_APP_ID: "11111111-2222-3333-4444-555555555555" });
    const none = await runCli(["manifest", "teams"], { env });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("--domain (or TEAMS_APP_DOMAIN): must be the host name");
  });
});

describe("deskbot's own pages", () => {
  it("serve the privacy and terms pages the Teams package links to", async () => {
    const { server } = await startServe({});
    for (const path of ["/privacy", "/terms"]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(await page.text()).toContain("<h1>deskbot: ");
    }
  });
});
