import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-e2e-"));
  fs.chmodSync(dir, 0o755);
  process.env.E2E_DATA_DIR = dir;
  // The process that made the folder removes it as it exits, after the web server (and its PostgreSQL) stopped.
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
// A client already built for this run (scripts/test-all.sh keeps the unit tests' production build) is served as
// it is; otherwise the web server builds one.
const prebuilt = process.env.E2E_CLIENT_DIR;
const usePrebuilt = Boolean(prebuilt && fs.existsSync(path.join(prebuilt, "index.html")));
const clientDir = usePrebuilt ? (prebuilt as string) : path.join(dataDir, "client");
const buildClient = usePrebuilt
  ? ""
  : `npx vite build --logLevel warn --outDir ${clientDir} --emptyOutDir && `;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Each test is its own visitor (a fresh cookie jar and storage): tests share no data and run in any order.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Generous: a loaded 2-core machine runs the server, the corpus import and Chromium at once.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    // One browser context per worker, reset by Playwright between tests, so that each test still arrives as a
    // new visitor (docs/decisions/027). E2E_REUSE_CONTEXT=0 gives every test a context of its own instead.
    reuseContext: process.env.E2E_REUSE_CONTEXT !== "0",
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast of every test, which costs a quarter of the run's time on a 2-core machine:
    // recorded only when asked for (E2E_TRACE=1), kept for the tests that fail. A failure always leaves a
    // screenshot.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 860 },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // The production server as `npm start` runs it: the bundle (rebuilt when a source is newer), and a client
    // built for this run.
    command: `${buildClient}node scripts/build-server.mjs --if-stale && node dist/server/main.js`,
    // Ready, not only alive: the first question of the first test is not kept waiting for the article index.
    url: `http://127.0.0.1:${port}/api/health/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its PostgreSQL before the data folder is removed.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "warn",
      AI_PROVIDER: "none",
      // scripts/test-all.sh starts the server on a copy of the corpus the unit tests imported.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
