#!/usr/bin/env node
// The deskbot command: runs the compiled CLI in dist/ (built by `npm install`, or `npm run build`).
import { existsSync } from "node:fs";

const main = new URL("../dist/main.js", import.meta.url);
if (!existsSync(main)) {
  process.stderr.write("deskbot: dist/ is missing: run npm install (or npm run build) first.\n");
  process.exit(1);
}
// Stack traces name the TypeScript sources (dist/ carries source maps).
process.setSourceMapsEnabled(true);
await import(main.href);
