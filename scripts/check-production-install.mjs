// CI's check of the production install: the Dockerfile's runtime files in a clean directory, its install script, then serve answers /readyz.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** What the image's production stage takes of the build, and the install it runs (a test holds the Dockerfile to them). */
const { files: RUNTIME_FILES, install: INSTALL_SCRIPT } = JSON.parse(
  readFileSync(join(ROOT, "scripts/production-files.json"), "utf8"),
);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function readyWithin(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "deskbot-production-"));
  for (const file of RUNTIME_FILES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file), { recursive: true });
  }
  const installed = spawnSync("sh", [INSTALL_SCRIPT], { cwd: dir, stdio: "inherit" });
  if (installed.status !== 0) throw new Error(`${INSTALL_SCRIPT} failed in ${dir}`);
  const port = await freePort();
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DESK_|SLACK_|MICROSOFT_|TEAMS_|PORT$|HOST$)/.test(name)),
  );
  const serve = spawn(process.execPath, ["bin/deskbot.js", "serve"], {
    cwd: dir,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DESK_DB: join(dir, "data", "store.sqlite"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const ready = await readyWithin(`http://127.0.0.1:${port}/readyz`, 60_000);
  serve.kill("SIGTERM");
  await new Promise((resolve) => serve.once("exit", resolve));
  if (!ready) throw new Error("the production install's serve did not answer /readyz 200 within 60 s");
  process.stdout.write(`production install: ${RUNTIME_FILES.length} paths, ${INSTALL_SCRIPT}, /readyz 200\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`check-production-install: ${error.message}\n`);
    process.exit(1);
  });
}
