// The deployment files held to the code: every variable they set is one deskbot reads, every secret comes from a secret store,
// every probe is a path serve answers, the grace periods outlast deskbot's drain, and the image installs as CI checks it does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { TELLING_MS } from "../../src/cli/serve-command.ts";
import { CONFIG_VARIABLES, loadConfig, SECRET_VARIABLES } from "../../src/config.ts";
import { startServe } from "../helpers/serve.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** What the image's production stage takes of the build, and its install (CI's check reads the same file). */
const { files: RUNTIME_FILES, install: INSTALL_SCRIPT } = JSON.parse(read("scripts/production-files.json")) as {
  files: string[];
  install: string;
};

/** Variables that are Node's or the platform's own, not deskbot's. */
const RUNTIME_VARIABLES = new Set(["NODE_ENV", "NODE_OPTIONS"]);

/** The longest a drain can take: DESK_SHUTDOWN_GRACE_SECONDS, then the last answers' own time. */
const drainSeconds = (grace: string | undefined) => {
  const loaded = loadConfig({ DESK_SHUTDOWN_GRACE_SECONDS: grace ?? "" });
  if (!loaded.ok) throw new Error(loaded.error.join("; "));
  return loaded.value.shutdownGraceSeconds + TELLING_MS / 1000;
};

/** The Dockerfile as stages of instructions (`FROM … AS name` starts one; the last has no name). */
function dockerStages(text: string): Array<{ name: string; lines: string[] }> {
  const stages: Array<{ name: string; lines: string[] }> = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? "runtime", lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describe("the Dockerfile", () => {
  const stages = dockerStages(read("Dockerfile"));
  const stage = (name: string) => stages.find((candidate) => candidate.name === name)?.lines ?? [];

  it("builds with every dependency, installs production dependencies over the build as CI does, and runs serve as non-root", () => {
    expect(stages.map((candidate) => candidate.name)).toEqual(["build", "production", "runtime"]);
    expect(stage("build")).toContain("RUN npm ci --no-audit --no-fund");
    expect(stage("production")).toContain(`RUN sh ${INSTALL_SCRIPT}`);
    const copied = stage("production")
      .filter((line) => line.startsWith("COPY --from=build"))
      .flatMap((line) => line.split(/\s+/).slice(2, -1))
      .map((source) => source.replace(/^\/app\//, ""));
    expect(copied.sort()).toEqual([...RUNTIME_FILES].sort());
    const runtime = stage("runtime");
    expect(runtime).toContain("USER node");
    expect(runtime).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(runtime).toContain('CMD ["node", "bin/deskbot.js", "serve"]');
  });

  it("sets only variables deskbot reads, and no secret", () => {
    const names = stages
      .flatMap((candidate) => candidate.lines)
      .filter((line) => /^(ENV|ARG)\s/.test(line))
      .flatMap((line) => [...line.slice(4).matchAll(/(\w+)=/g)].map((match) => match[1] as string));
    expect(
      names.filter(
        (name) => !CONFIG_VARIABLES.includes(name) && !RUNTIME_VARIABLES.has(name) && name !== "NODE_VERSION",
      ),
    ).toEqual([]);
    expect(names.filter((name) => (SECRET_VARIABLES as readonly string[]).includes(name))).toEqual([]);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as {
    services: Record<string, { environment?: Record<string, string>; stop_grace_period?: string; profiles?: string[] }>;
  };
  const instances = ["deskbot-1", "deskbot-2"].map((name) => compose.services[name]);

  it("runs two deskbot instances on one Postgres, behind a proxy that checks /readyz, the simulator behind a profile", () => {
    const databases = instances.map((instance) => instance?.environment?.DESK_DB);
    expect(databases[0]).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(databases[1]).toBe(databases[0]);
    expect(compose.services.postgres).toBeDefined();
    expect(read("deploy/Caddyfile")).toMatch(/reverse_proxy deskbot-1:3000 deskbot-2:3000[\s\S]*health_uri \/readyz/);
    expect(compose.services.simulator?.profiles).toEqual(["demo"]);
  });

  it("sets only variables deskbot reads, its secrets from .env, and waits longer than the drain", () => {
    for (const instance of instances) {
      const environment = instance?.environment ?? {};
      expect(Object.keys(environment).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
      // The database URL's password is interpolated from .env, never written here.
      expect(environment.DESK_DB).toContain("${POSTGRES_PASSWORD");
      const secrets = Object.keys(environment).filter((name) => (SECRET_VARIABLES as readonly string[]).includes(name));
      expect(secrets).toEqual(["DESK_DB"]);
      const stopSeconds = Number(/^(\d+)s$/.exec(instance?.stop_grace_period ?? "")?.[1]);
      expect(stopSeconds).toBeGreaterThan(drainSeconds(environment.DESK_SHUTDOWN_GRACE_SECONDS));
    }
  });
});

describe("the Kubernetes manifests", () => {
  type Probe = { httpGet: { path: string } };
  type EnvEntry = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
  const documents = parseAllDocuments(read("deploy/kubernetes/deployment.yaml")).map((document) => document.toJSON());
  const deployment = documents.find((document) => document.kind === "Deployment");
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0] as { env: EnvEntry[]; readinessProbe: Probe; livenessProbe: Probe };
  const secret = parse(read("deploy/kubernetes/secret.example.yaml")) as { stringData: Record<string, string> };

  it("runs two replicas, ready on /readyz and alive on /healthz, with a disruption budget", () => {
    expect(deployment.spec.replicas).toBe(2);
    expect(container.readinessProbe.httpGet.path).toBe("/readyz");
    expect(container.livenessProbe.httpGet.path).toBe("/healthz");
    const budget = documents.find((document) => document.kind === "PodDisruptionBudget");
    expect(budget.spec.selector).toEqual(deployment.spec.selector);
  });

  it("sets only variables deskbot reads, every secret from the Secret, and waits longer than the drain", () => {
    const names = container.env.map((entry) => entry.name);
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name) && !RUNTIME_VARIABLES.has(name))).toEqual([]);
    const secrets = container.env.filter((entry) => (SECRET_VARIABLES as readonly string[]).includes(entry.name));
    expect(secrets.filter((entry) => entry.valueFrom?.secretKeyRef?.name !== "deskbot")).toEqual([]);
    const references = container.env.flatMap((entry) =>
      entry.valueFrom?.secretKeyRef ? [entry.valueFrom.secretKeyRef.key] : [],
    );
    expect(references.filter((key) => !(key in secret.stringData))).toEqual([]);
    const grace = container.env.find((entry) => entry.name === "DESK_SHUTDOWN_GRACE_SECONDS")?.value;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(drainSeconds(grace));
  });
});

describe("the image", () => {
  const version = (JSON.parse(read("package.json")) as { version: string }).version;

  it("the Deployment runs is the one the README builds and runs: deskbot:VERSION", () => {
    const readme = read("README.md");
    const built = [...readme.matchAll(/docker build -t (\S+) \./g)].map((match) => match[1]);
    expect(built).toEqual([`deskbot:${version}`]);
    // The image `docker run` starts (its last word) and the one the Deployment runs. (compose.yaml builds its own.)
    const run = [...readme.matchAll(/^docker run .* (\S+)$/gm)].map((match) => match[1]);
    const deployed = [...read("deploy/kubernetes/deployment.yaml").matchAll(/image: (\S+)/g)].map((match) => match[1]);
    expect(run.length).toBeGreaterThan(0);
    expect(new Set([...run, ...deployed])).toEqual(new Set([`deskbot:${version}`]));
  });
});

describe("the example Secret", () => {
  const secret = parse(read("deploy/kubernetes/secret.example.yaml")) as { stringData: Record<string, string> };

  it("as it stands, is refused at start-up, each placeholder named", () => {
    const loaded = loadConfig({ ...secret.stringData, DESK_API_URL: "https://api.acme.example" });
    expect(loaded.ok).toBe(false);
    const named = loaded.ok ? [] : loaded.error.map((line) => line.split(":")[0]);
    expect(new Set(named)).toEqual(new Set(Object.keys(secret.stringData)));
    for (const line of loaded.ok ? [] : loaded.error) expect(line).toContain("still the example's placeholder");
  });

  it("filled in with real-looking values, is taken", () => {
    const filled = Object.fromEntries(
      Object.entries(secret.stringData).map(([name, value]) => [
        name,
        value
          .replace(/CHANGE-ME/g, name === "SLACK_SIGNING_SECRET" ? "0123456789abcdef0123456789abcdef" : "s3cr3t-value")
          .replace(/^0{8}-0{4}-0{4}-0{4}-0{12}$/, "4c1f2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f"),
      ]),
    );
    const loaded = loadConfig({ ...filled, DESK_API_URL: "https://api.acme.example" });
    expect(loaded.ok ? [] : loaded.error).toEqual([]);
  });
});

describe("the probes", () => {
  it("are paths serve answers: /healthz and /readyz", async () => {
    const { server } = await startServe({});
    for (const path of ["/healthz", "/readyz"]) expect((await fetch(`${server.url}${path}`)).status).toBe(200);
  });
});

describe("CI", () => {
  it("checks the production install the Dockerfile makes, on every run", () => {
    expect(read(".ci/run")).toContain("node scripts/check-production-install.mjs");
  });
});
