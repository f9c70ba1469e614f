// Test runner settings: every test under test/, Node environment, an optional JSON report for CI.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const report = process.env.DESKBOT_TEST_REPORT;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // At least two test files at a time: most tests wait on loopback servers and child processes, so
    // two overlap even on a two-core machine (where vitest's default, cores - 1, runs them one by one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: report ? ["default", ["json", { outputFile: report }]] : ["default"],
  },
});
