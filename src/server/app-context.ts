import type pg from "pg";
import type { Env } from "./config/env.js";
import type { Db } from "./db/client.js";

/** What every capability's routes receive: the database and the validated configuration. */
export interface AppContext {
  db: Db;
  pool: pg.Pool;
  env: Env;
}
