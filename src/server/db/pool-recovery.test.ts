import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../../../tests/setup/server-process.js";
import { buildApp } from "../app.js";
import { loadEnv } from "../config/env.js";
import { connectDatabase, type Database } from "./client.js";
import { type EmbeddedServer, startEmbeddedPostgres } from "./embedded-postgres.js";
import { ensureDatabase } from "./ensure-database.js";
import { runMigrations } from "./migrate.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-recovery-"));
fs.chmodSync(dir, 0o755);
let server: EmbeddedServer;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startEmbeddedPostgres(path.join(dir, "pg"));
  await ensureDatabase(server.url(), "recovery");
  database = connectDatabase(server.url("recovery"), 4);
  await runMigrations(database.db);
  const env = loadEnv({ NODE_ENV: "test", DATABASE_URL: server.url("recovery") });
  app = await buildApp({ db: database.db, pool: database.pool, env });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const health = () => app.inject({ method: "GET", url: "/api/health" });

describe("the pool across a PostgreSQL crash", () => {
  it("survives the database dying mid-transaction, reports degraded without detail, then ok again", async () => {
    expect((await health()).json()).toMatchObject({ status: "ok", database: { connected: true } });
    const client = await database.pool.connect();
    await client.query("begin");
    await client.query("insert into conversations (title) values ('lost with the transaction')");
    // An immediate shutdown, as in a crash: every backend ends at once, nothing is checkpointed.
    process.kill(server.pid() as number, "SIGQUIT");
    try {
      // The transaction's connection fails (and emits 'error') once the shutdown reaches its backend.
      await until(
        () =>
          client.query("select 1").then(
            () => false,
            () => true,
          ),
        10_000,
      );
    } finally {
      client.release(true);
    }

    const seen: string[] = [];
    await until(async () => {
      const res = await health();
      const body = res.json() as { status: string };
      if (seen.at(-1) !== body.status) seen.push(body.status);
      if (res.statusCode === 503) {
        expect(body).toEqual({
          status: "degraded",
          database: { connected: false, latencyMs: null, error: "The database is not answering." },
          knowledgeBase: "unknown",
          retrievalIndex: "not-built",
          // The sentence encoder needs no database: it is loading or ready whatever the database does.
          meaning: expect.stringMatching(/^(loading|ready)$/),
        });
        expect(res.body).not.toContain(new URL(server.url()).port);
      }
      return seen.includes("degraded") && body.status === "ok";
    }, 60_000);
    expect(seen).toEqual(["degraded", "ok"]);

    const created = await app.inject({
      method: "POST",
      url: "/api/conversations",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ title: "After the restart" }),
    });
    expect(created.statusCode).toBe(201);
    const titles = (await database.pool.query("select title from conversations")).rows.map((r) => r.title);
    expect(titles).toEqual(["After the restart"]);
  }, 90_000);
});
