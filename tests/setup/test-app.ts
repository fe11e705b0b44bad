import type { FastifyInstance, InjectOptions as InjectOptionsObject } from "fastify";
import { buildApp } from "../../src/server/app.js";
import type { AppContext } from "../../src/server/app-context.js";
import { loadEnv } from "../../src/server/config/env.js";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./test-database.js";

export interface TestApp {
  /** The app; its `inject` carries `cookie` unless a request sets its own cookie header. */
  app: FastifyInstance;
  /** The Cookie header of the visitor the requests come from. */
  cookie: string;
  /** The Cookie header of a visitor new to the app, for requests from a second browser. */
  newVisitor: () => Promise<string>;
  database: TestDatabase;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * The real application on a database of its own, for requests through `app.inject`; with
 * `{ corpus: true }` that database starts as a copy of the whole imported corpus.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestDatabaseOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const ctx: AppContext = {
    db: database.db,
    pool: database.pool,
    env: loadEnv({ NODE_ENV: "test", DATABASE_URL: database.url, ...env }),
  };
  const app = await buildApp(ctx);
  await app.ready();
  const newVisitor = () => visitorCookieOf(app);
  const cookie = await newVisitor();
  carryCookie(app, cookie);
  return {
    app,
    cookie,
    newVisitor,
    database,
    ctx,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** The Cookie header for the visitor cookie a first request is given (empty in classroom mode). */
export async function visitorCookieOf(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/visitor", headers: { cookie: "" } });
  const set = res.headers["set-cookie"];
  const first = Array.isArray(set) ? set[0] : set;
  return first ? (first.split(";")[0] ?? "") : "";
}

type InjectOptions = string | InjectOptionsObject;

/** Makes every request through `inject` come from one browser, as the tests were written for. */
function carryCookie(app: FastifyInstance, cookie: string): void {
  const raw = app.inject.bind(app) as (options: InjectOptionsObject) => ReturnType<FastifyInstance["inject"]>;
  const withCookie = (options: InjectOptions): InjectOptionsObject => {
    const opts = typeof options === "string" ? { url: options } : options;
    const headers = (opts.headers ?? {}) as Record<string, unknown>;
    const has = Object.keys(headers).some((name) => name.toLowerCase() === "cookie");
    return has ? opts : { ...opts, headers: { ...headers, cookie } };
  };
  Object.assign(app, { inject: (options: InjectOptions) => raw(withCookie(options)) });
}
