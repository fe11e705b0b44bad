import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.js";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(5000);
    // Only this computer can reach a laptop start; a classroom sets HOST=0.0.0.0 on purpose.
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.SHARED_MODE).toBe("off");
    expect(env.COOKIE_SECRET).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.KB_CORPUS_DIR).toBe(path.resolve("../shared/corpus"));
    expect(env.AI_PROVIDER).toBe("none");
  });

  it("names the variable that is wrong", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ AI_PROVIDER: "gpt" })).toThrow(/AI_PROVIDER/);
    expect(() => loadEnv({ SHARED_MODE: "everyone" })).toThrow(/SHARED_MODE/);
    expect(() => loadEnv({ COOKIE_SECRET: "short" })).toThrow(/COOKIE_SECRET/);
  });

  it("requires a base URL and model for an OpenAI-compatible endpoint", () => {
    expect(() => loadEnv({ AI_PROVIDER: "openai-compatible" })).toThrow(ConfigError);
    const env = loadEnv({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_MODEL: "llama3",
    });
    expect(env.AI_MODEL).toBe("llama3");
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
