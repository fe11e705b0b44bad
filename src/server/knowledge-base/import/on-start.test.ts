import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database.js";
import { loadEnv } from "../../config/env.js";
import { REPOSITORY_MANIFEST } from "../corpus/repository-manifest.js";
import { isKnowledgeBaseEmpty } from "./import-corpus.js";
import { importCorpusIfIncomplete } from "./on-start.js";

const fixtures = path.join(import.meta.dirname, "fixtures/corpus");

describe("the first start's import", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const start = async (corpusDir: string, extra: Record<string, string> = {}) => {
    const lines: string[] = [];
    const env = loadEnv({ KB_CORPUS_DIR: corpusDir, ...extra });
    await importCorpusIfIncomplete(database.pool, env, (line) => lines.push(line), {
      manifest: REPOSITORY_MANIFEST,
    });
    return lines.join("\n");
  };

  it("without a corpus, says exactly what to run and starts empty", async () => {
    const said = await start("/nonexistent/angelicus-corpus");
    expect(said).toContain("no corpus at /nonexistent/angelicus-corpus (KB_CORPUS_DIR)");
    expect(said).toContain(
      `CORPUS_URL=<address of angelicus-corpus-${REPOSITORY_MANIFEST.version}.tar.gz> npm run kb:fetch`,
    );
    expect(await isKnowledgeBaseEmpty(database.pool)).toBe(true);
  });

  it("imports nothing from a corpus whose files do not match the manifest", async () => {
    const said = await start(fixtures);
    expect(said).toContain(`does not match corpus ${REPOSITORY_MANIFEST.version} of the manifest`);
    expect(said).toContain("augustine-npnf/augustine-confessions.json: checksum differs from the manifest");
    expect(said).toContain("augustine-npnf/SOURCE.md: missing");
    expect(said).toContain("npm run kb:fetch -- --force");
    expect(await isKnowledgeBaseEmpty(database.pool)).toBe(true);
  });
});
