import path from "node:path";
import { z } from "zod";
import { applyDotEnv } from "./dotenv.js";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // A laptop start is reachable from this computer only; a classroom server sets HOST=0.0.0.0.
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default("./data"),
  KB_CORPUS_DIR: z.string().min(1).default("../shared/corpus"),
  CORPUS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^(https?|file):\/\/\S+$/, "must be an http://, https:// or file:// address")
      .optional(),
  ),
  CLIENT_DIR: z.string().min(1).default("./dist/client"),
  KB_AUTO_IMPORT: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Check every corpus file against the repository's manifest before importing (off only for test fixtures). */
  KB_VERIFY_CORPUS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** How long a stopping server lets replies in progress finish before it ends them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Rank Aquinas' articles by the meaning of the learner's words as well as by the words (decision 030): a
   * sentence encoder in a worker thread, about 240 MB of memory. `false` ranks by words alone.
   */
  RETRIEVAL_MEANING: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  AI_PROVIDER: z.enum(["none", "openai-compatible", "anthropic"]).default("none"),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /**
   * An OpenAI-compatible server that accepts a JSON schema in `response_format` (OpenAI, vLLM, Ollama, llama.cpp
   * server, LM Studio): the comparison's JSON is held to its schema by the server. `false` for one that only
   * takes `json_object`.
   */
  AI_STRUCTURED_OUTPUTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_MAX_TOKENS: z.coerce.number().int().min(64).max(32_000).default(1200),
  /** Signs the visitor cookie; when absent, a secret is made once and kept in the database. */
  COOKIE_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** "classroom": every visitor shares one board of conversations, materials and debates. */
  SHARED_MODE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["off", "classroom"]).default("off")),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; every other module receives the result. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.AI_PROVIDER === "openai-compatible" && (!env.AI_BASE_URL || !env.AI_MODEL)) {
    throw new ConfigError(
      "Invalid configuration:\n  AI_BASE_URL and AI_MODEL: both are required when AI_PROVIDER is openai-compatible",
    );
  }
  if (env.AI_PROVIDER === "anthropic" && (!env.AI_API_KEY || !env.AI_MODEL)) {
    throw new ConfigError(
      "Invalid configuration:\n  AI_API_KEY and AI_MODEL: both are required when AI_PROVIDER is anthropic",
    );
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    KB_CORPUS_DIR: path.resolve(env.KB_CORPUS_DIR),
    CLIENT_DIR: path.resolve(env.CLIENT_DIR),
  };
}

/** The configuration of a command run by a person: `.env` in the working folder first, then the environment. */
export function loadProcessEnv(): Env {
  applyDotEnv();
  return loadEnv();
}
