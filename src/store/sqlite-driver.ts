// The SQLite driver for this Node: better-sqlite3 13 (Node-API) on Node 22 and later, 12 on Node 20.
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const require = createRequire(import.meta.url);

/**
 * better-sqlite3 12 wraps its objects with V8's own ObjectWrap, which Node 24 changed: a statement
 * collected by the garbage collector aborts the process (`Assertion failed: (env) != nullptr`).
 * Version 13 uses Node-API and holds on Node 22 and 24, but needs Node 22 (it crashes on Node 20).
 * So 13 is an optional dependency (npm installs it only where its `engines` allow, Node 22+), used
 * when present, and 12 serves Node 20.
 */
function loadDriver(): typeof BetterSqlite3 {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= 22) {
    try {
      return require("better-sqlite3-napi") as typeof BetterSqlite3;
    } catch {
      // Not installed (an install made on Node 20, then run on a later Node): version 12 it is.
    }
  }
  return require("better-sqlite3") as typeof BetterSqlite3;
}

export const SqliteDatabase = loadDriver();
