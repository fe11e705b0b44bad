import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { spawnServer, stopServer, untilReady } from "../../tests/setup/server-process.js";

/**
 * `npm run bench:load`: a real server process on the knowledge base in BENCH_DATA_DIR (imported on the first
 * run), loaded by autocannon from this process. Cached GETs at 50 connections for 10 s each, then 200 chat
 * messages sent at once, one per conversation (the composer, no model).
 */
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? ".tmp/bench-load");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CHAT_MESSAGES = 200;

const server = await spawnServer({ DATA_DIR: dataDir, KB_AUTO_IMPORT: "true" });
try {
  console.log(`Starting a server on ${dataDir} (the first run imports the corpus)…`);
  await untilReady(server, 900_000);
  const base = server.base;
  const stats = (await (await fetch(`${base}/api/knowledge-base/stats`)).json()) as { totalPassages: number };

  const gets = ["/api/knowledge-base/stats", "/api/knowledge-base/works", "/api/health"];
  const rows: string[] = [];
  for (const url of gets) {
    const result = await autocannon({ url: `${base}${url}`, connections: 50, duration: seconds });
    const errors = result.errors + result.timeouts + result.non2xx;
    rows.push(
      `| GET ${url} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
  }

  // One visitor asks all the questions: conversations belong to the visitor whose cookie made them.
  const visitor = await fetch(`${base}/api/visitor`);
  const cookie = (visitor.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const ids: string[] = [];
  for (let i = 0; i < CHAT_MESSAGES; i++) {
    const res = await fetch(`${base}/api/conversations`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ title: `Load ${i}` }),
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  let next = 0;
  const times: number[] = [];
  const run = autocannon({
    url: base,
    connections: CHAT_MESSAGES,
    amount: CHAT_MESSAGES,
    timeout: 120,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        setupRequest: (request) => ({
          ...request,
          path: `/api/conversations/${ids[next++ % ids.length]}/messages`,
          body: JSON.stringify({ content: "Can reason prove that God exists?", educationLevel: "high" }),
        }),
      },
    ],
  });
  const statuses = new Map<number, number>();
  run.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const chat = await run;
  times.sort((x, y) => x - y);
  const pct = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0);
  const chatErrors = chat.errors + chat.timeouts + chat.non2xx;

  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
  );
  console.log(
    `Knowledge base: ${stats.totalPassages} passages. Date: ${new Date().toISOString().slice(0, 10)}.\n`,
  );
  console.log(`| request (50 connections, ${seconds} s) | req/s | p50 ms | p99 ms | errors |`);
  console.log("|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(
    `\n${CHAT_MESSAGES} chat messages at once: ${chat.requests.total} answered, ${chatErrors} errors, ` +
      `p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms, all within ${chat.duration.toFixed(1)} s ` +
      `(statuses: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(", ")}).`,
  );
  if (chatErrors > 0) process.exitCode = 1;
} finally {
  await stopServer(server);
}
