// The Slack manifests: importable shapes, the contract's names, and the least scopes the features use.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ACTIONS } from "../../../src/core/actions.ts";
import { createRegistry } from "../../../src/core/commands/index.ts";

interface Manifest {
  features: {
    slash_commands: Array<{ command: string; url?: string; usage_hint?: string; should_escape?: boolean }>;
    shortcuts: Array<{ type: string; callback_id: string }>;
    app_home: { home_tab_enabled: boolean; messages_tab_enabled: boolean; messages_tab_read_only_enabled: boolean };
    unfurl_domains?: string[];
  };
  oauth_config: { scopes: { bot: string[]; user?: string[] } };
  settings: {
    interactivity: { is_enabled: boolean; request_url?: string };
    event_subscriptions: { bot_events: string[] };
    socket_mode_enabled: boolean;
    org_deploy_enabled: boolean;
    function_runtime?: string;
  };
  functions: Record<
    string,
    {
      title: string;
      description: string;
      input_parameters: { properties: Record<string, { type: string; title: string }>; required: string[] };
      output_parameters: { properties: Record<string, { type: string; title: string }>; required: string[] };
    }
  >;
}

const read = (name: string) =>
  parse(readFileSync(fileURLToPath(new URL(`../../../manifests/slack/${name}`, import.meta.url)), "utf8")) as Manifest;

describe.each([
  ["manifest.yml", false],
  ["manifest.socket-mode.yml", true],
])("%s", (name, socketMode) => {
  const manifest = read(name);

  it("declares the slash command, escaped so that mentions arrive as ids", () => {
    const [command] = manifest.features.slash_commands;
    expect(command).toMatchObject({ command: "/desk", should_escape: true });
    expect(command?.usage_hint).toBeTruthy();
    expect(command?.url).toBe(socketMode ? undefined : "https://deskbot.example.com/slack/events");
  });

  it("declares both message shortcuts with the callback ids deskbot listens to", () => {
    const forms = createRegistry().forms();
    expect(forms.map(({ form }) => form.messageAction.id)).toEqual(["comment_on_ticket", "request_approval"]);
    expect(manifest.features.shortcuts.map((s) => [s.type, s.callback_id])).toEqual(
      forms.map(({ form }) => ["message", form.messageAction.id]),
    );
  });

  it("asks for the least bot scopes: commands, chat:write, users:read with users:read.email, DMs and mentions, links for previews", () => {
    expect(manifest.oauth_config.scopes.bot).toEqual([
      "commands",
      "chat:write",
      "users:read",
      "users:read.email",
      "im:history",
      "app_mentions:read",
      "links:read",
      "links:write",
    ]);
    expect(manifest.oauth_config.scopes.user).toBeUndefined();
  });

  it("turns on interactivity, the Home tab and its event, and link previews of the request links' host", () => {
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(manifest.features.app_home.home_tab_enabled).toBe(true);
    expect(manifest.settings.event_subscriptions.bot_events).toEqual([
      "app_home_opened",
      "message.im",
      "app_mention",
      "link_shared",
      "function_executed",
    ]);
    expect(manifest.features.unfurl_domains).toEqual(["desk.example.com"]);
    // The Messages tab is a conversation: people write to deskbot there.
    expect(manifest.features.app_home).toMatchObject({
      messages_tab_enabled: true,
      messages_tab_read_only_enabled: false,
    });
    expect(manifest.settings.socket_mode_enabled).toBe(socketMode);
    if (!socketMode)
      expect(manifest.settings.interactivity.request_url).toBe("https://deskbot.example.com/slack/events");
  });

  it("declares a Workflow Builder step for every action, run remotely by deskbot, for the person as verified user context", () => {
    expect(manifest.settings.org_deploy_enabled).toBe(true);
    expect(manifest.settings.function_runtime).toBe("remote");
    expect(Object.keys(manifest.functions).sort()).toEqual(Object.keys(ACTIONS).sort());
    for (const [name, step] of Object.entries(manifest.functions)) {
      expect(step.title.length, name).toBeLessThanOrEqual(40);
      expect(step.input_parameters.properties.user?.type, name).toBe("slack#/types/user_context");
      expect(step.input_parameters.required, name).toContain("user");
      // Every input the action reads is declared, and every declared output is one the action gives.
      const declared = Object.keys(step.input_parameters.properties).filter((input) => input !== "user");
      const actionInputs = Object.keys((ACTIONS[name as keyof typeof ACTIONS].inputs as { shape: object }).shape);
      expect(declared.sort(), name).toEqual(actionInputs.sort());
      expect(step.output_parameters.required.length, name).toBeGreaterThan(0);
    }
  });
});
