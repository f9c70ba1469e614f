// `npm install`'s prepare step: builds dist/ where TypeScript is installed; a production install (--omit=dev) keeps the build it was given.
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

if (hasTypeScript()) {
  const built = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    stdio: "inherit",
  });
  process.exit(built.status ?? 1);
}
if (!existsSync(new URL("../dist/main.js", import.meta.url))) {
  process.stderr.write(
    "deskbot: a production install (npm ci --omit=dev) needs dist/ built first: run npm ci and npm run build where the dev dependencies are, then copy dist/ (the Dockerfile does this).\n",
  );
  process.exit(1);
}
