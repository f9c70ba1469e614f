// Test runner settings: every test under test/, Node environment, an optional JSON report for CI.
import { defineConfig } from "vitest/config";

const report = process.env.DESKBOT_TEST_REPORT;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: report ? ["default", ["json", { outputFile: report }]] : ["default"],
  },
});
