// `npm install`'s prepare step: builds dist/ where TypeScript is installed; a production install (--omit=dev) keeps the build it was given, and `npx deskbot` the build it finds.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Whether the TypeScript compiler is installed (it is a dev dependency). */
function hasTypeScript() {
  try {
    require.resolve("typescript/bin/tsc");
    return true;
  } catch {
    return false;
  }
}

const built = existsSync(new URL("../dist/main.js", import.meta.url));

// `npx deskbot` in the project links the project into npm's npx cache, which runs this step again: the build
// `npm install` made is used as it is (after changing the sources, `npm run build`), so that npx starts at once.
if (process.env.npm_command === "exec" && built) process.exit(0);

if (hasTypeScript()) {
  const compiled = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    stdio: "inherit",
  });
  process.exit(compiled.status ?? 1);
}
if (!built) {
  process.stderr.write(
    "deskbot: a production install (npm ci --omit=dev) needs dist/ built first: run npm ci and npm run build where the dev dependencies are, then copy dist/ (the Dockerfile does this).\n",
  );
  process.exit(1);
}
