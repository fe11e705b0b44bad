import os from "node:os";
import { buildApp } from "../../src/server/app.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { readerPages } from "../../src/server/reader/page.js";
import { readerCacheFor } from "../../src/server/reader/reader-cache.js";
import { percentile } from "../retrieval/metrics.js";

/**
 * Reader pages: the time to answer GET /api/reader/pages/... over HTTP on this machine, the first time a
 * page is asked for (built from the knowledge base) and again (from the cache), and the page built in
 * process alone. Places are spread evenly over the outline: Summa articles and questions, Contra Gentiles
 * chapters, Bible chapters.
 *   npm run bench:reader                 400 places
 *   npm run bench:reader -- --places 1000
 */
const TARGET_P95_MS = 50;
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const COUNT = Number(arg("--places") ?? 400);

const env = loadEnv();
const database = await openDatabase(env);
const { db, pool } = database;

const line = (label: string, values: number[]) =>
  `${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 95)
    .toFixed(1)
    .padStart(6)} ms   max ${Math.max(...values).toFixed(1)} ms   (${values.length})`;

try {
  const app = await buildApp({ db, pool, env });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const get = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t0;
  };
  try {
    // The outline is read once per knowledge-base version; its cost is reported apart.
    const outlineMs = await get("/api/reader/contents");
    const outline = await readerCacheFor(db).outline();
    const step = Math.max(1, Math.floor(outline.entries.length / COUNT));
    const sample = outline.entries.filter((_, i) => i % step === 0).slice(0, COUNT);

    const inProcess: number[] = [];
    for (const e of sample) {
      const t0 = performance.now();
      await readerPages(db, outline, [e.articleRef]);
      inProcess.push(performance.now() - t0);
    }
    const uncached: number[] = [];
    for (const e of sample) uncached.push(await get(`/api/reader/pages/${e.place}`));
    const cached: number[] = [];
    for (const e of sample) cached.push(await get(`/api/reader/pages/${e.place}`));

    const [load1] = os.loadavg();
    const works = new Map<string, number>();
    for (const e of sample) works.set(e.workKey, (works.get(e.workKey) ?? 0) + 1);
    console.log(
      `Reader pages: ${sample.length} places (${[...works].map(([w, n]) => `${w} ${n}`).join(", ")}), ${os.cpus().length} cores, load ${load1?.toFixed(1)}`,
    );
    console.log(`outline (first request, once per knowledge-base version): ${outlineMs.toFixed(0)} ms`);
    console.log(line("page built in process (one query)", inProcess));
    console.log(line("HTTP, first request (uncached)", uncached));
    console.log(line("HTTP, again (cached)", cached));
    const ok = percentile(uncached, 95) <= TARGET_P95_MS && percentile(cached, 95) <= TARGET_P95_MS;
    console.log(`target p95 ≤ ${TARGET_P95_MS} ms: ${ok ? "met" : "NOT met"}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
