import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { findFreePort } from "../../src/server/db/free-port.js";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/server/main.ts` in a process of its own; `ready` waits for its health check to answer. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      CLIENT_DIR: path.join(root, "no-client"),
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => text, exited };
}

export async function untilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("condition not met in time");
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server.exited;
}
