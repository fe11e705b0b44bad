import type pg from "pg";
import type { AnswerEngine, KnowledgeSources } from "./answers/types.js";
import type { Env } from "./config/env.js";
import type { Db } from "./db/client.js";

/** What every capability's routes receive: the database and the validated configuration. */
export interface AppContext {
  db: Db;
  pool: pg.Pool;
  env: Env;
  /** The answer engine; when absent, chat builds one from `env` over the knowledge base. */
  answers?: AnswerEngine;
  /** Where debate turns find their passages; when absent, the knowledge base in the database. */
  debateSources?: KnowledgeSources;
  /** Where comparisons find Aquinas' articles; when absent, the knowledge base in the database. */
  comparisonSources?: KnowledgeSources;
}
