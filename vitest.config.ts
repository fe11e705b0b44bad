import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./src/common", import.meta.url)),
      "@client": fileURLToPath(new URL("./src/client", import.meta.url)),
      "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    globalSetup: ["./tests/setup/global-database.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A worker process runs file after file without loading the server's modules again for each: every file
    // makes its own database and app, and the suite passes in any file order (--sequence.shuffle.files).
    isolate: false,
    // Most files wait on PostgreSQL more than they compute: two at a time keep both cores of the test machine
    // busy (Vitest would run one at a time there, leaving a core to the operating system).
    maxWorkers: 2,
  },
});
