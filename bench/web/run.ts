import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { PAGE_METRICS_INIT, type PageMetrics, READ_PAGE_METRICS } from "./page-metrics.js";
import { type RunningServer, startProductionServer } from "./server.js";

/**
 * First paint of the pages a visitor opens first, in Chromium with a cold cache on localhost: the
 * JavaScript each route loads before it settles (gzip, level 9, as served files would compress), first
 * contentful paint, and layout shift while the quote card fills in. Median of RUNS visits per route.
 *
 *   npm run bench:web                      build, start the production server, measure
 *   npm run bench:web -- --url http://…    measure a server that is already running
 */
const RUNS = 5;
const ROUTES = ["/", "/chat"];
const CHROMIUM = "/usr/bin/chromium";

interface Visit extends PageMetrics {
  /** Scripts requested before the page's first render (the quote card's appearance). */
  jsGzip: number;
  jsFiles: number;
  /** Every script by network idle, the ones loaded just after the first render included. */
  allJsGzip: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function visit(browser: import("@playwright/test").Browser, url: string): Promise<Visit> {
  // A new context has an empty cache: every visit is a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.addInitScript(PAGE_METRICS_INIT);
  const scripts: Promise<{ startedAt: number; bytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const startedAt = response.request().timing().startTime;
    scripts.push(
      response
        .body()
        .then((body) => ({ startedAt, bytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => ({ startedAt, bytes: 0 })),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  await page.locator('[data-testid="quote-text"]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  // Under load the paint entry can be reported a little after the paint itself.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    timeout: 10_000,
  });
  await page.waitForTimeout(500);
  const metrics = (await page.evaluate(READ_PAGE_METRICS)) as PageMetrics;
  const loaded = await Promise.all(scripts);
  await context.close();
  const initial = loaded.filter((s) => metrics.cardAt === null || s.startedAt <= metrics.cardAt);
  const sum = (list: { bytes: number }[]) => list.reduce((total, s) => total + s.bytes, 0);
  return { ...metrics, jsGzip: sum(initial), jsFiles: initial.length, allJsGzip: sum(loaded) };
}

function argUrl(): string | null {
  const at = process.argv.indexOf("--url");
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
}

const given = argUrl();
const server: RunningServer | null = given
  ? null
  : await startProductionServer(path.resolve(import.meta.dirname, "../.."));
const base = given ?? server?.url ?? "";
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

try {
  // One throw-away visit so the server's first-request costs are not counted.
  await visit(browser, `${base}/`);
  console.log(
    `\nMachine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`,
  );
  console.log(`Load average at start: ${os.loadavg()[0]?.toFixed(1)}. Date: ${new Date().toISOString()}\n`);
  console.log(
    "| route | initial JS (gzip) | JS files | all JS by network idle | FCP | CLS (page) | quote card shift | card height first → loaded |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const route of ROUTES) {
    const visits: Visit[] = [];
    for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, `${base}${route}`));
    const fcp = median(visits.map((v) => v.fcp ?? Number.NaN));
    const first = median(visits.map((v) => v.firstHeight ?? 0));
    const loaded = median(visits.map((v) => v.loadedHeight ?? 0));
    console.log(
      `| ${route} | ${(median(visits.map((v) => v.jsGzip)) / 1000).toFixed(1)} kB | ${median(visits.map((v) => v.jsFiles))} | ${(median(visits.map((v) => v.allJsGzip)) / 1000).toFixed(1)} kB | ${Math.round(fcp)} ms | ${median(visits.map((v) => v.cls)).toFixed(3)} | ${median(visits.map((v) => v.cardShift)).toFixed(3)} | ${Math.round(first)} → ${Math.round(loaded)} px |`,
    );
  }
  console.log(`\nLoad average at end: ${os.loadavg()[0]?.toFixed(1)}`);
} finally {
  await browser.close();
  await server?.stop();
}
