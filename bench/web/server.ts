import { type ChildProcess, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Builds the client into a fresh directory and starts the production server on a free port. The data
 * directory is the usual one (DATA_DIR or ./data), so the corpus is imported only on the first run.
 */
export async function startProductionServer(root: string): Promise<RunningServer> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-web-bench-"));
  console.log("Building the client…");
  execSync(`npx vite build --logLevel error --outDir ${clientDir}`, { cwd: root, stdio: "inherit" });
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "warn",
      AI_PROVIDER: "none",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  console.log(`Starting the server at ${url} (the first start imports the corpus)…`);
  await waitForHealth(url, child, 600_000);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
