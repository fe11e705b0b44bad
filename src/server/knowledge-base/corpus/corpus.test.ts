import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../config/env.js";
import { packCorpus } from "./archive.js";
import { missingCorpusAdvice } from "./before-import.js";
import { buildManifest } from "./build-manifest.js";
import { CorpusFetchError, fetchCorpus } from "./fetch-corpus.js";
import { CORPUS_LICENCES } from "./licences.js";
import type { CorpusManifest } from "./manifest-schema.js";
import { REPOSITORY_MANIFEST } from "./repository-manifest.js";
import { writeTestCorpus } from "./test-corpus.js";
import { verifyCorpus } from "./verify-corpus.js";

describe("the repository's corpus manifest", () => {
  it("names every source with its public origin, its licence and a checksum for each file", () => {
    expect(REPOSITORY_MANIFEST.sources.map((s) => s.folder).sort()).toEqual(
      Object.keys(CORPUS_LICENCES).sort(),
    );
    for (const source of REPOSITORY_MANIFEST.sources) {
      expect(source.origin.repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
      expect(source.licence).toBe(CORPUS_LICENCES[source.folder]);
      expect(source.files.map((f) => f.path)).toContain(`${source.folder}/SOURCE.md`);
      for (const file of source.files) expect(file.path.startsWith(`${source.folder}/`)).toBe(true);
    }
    const count = REPOSITORY_MANIFEST.sources.reduce((n, s) => n + s.files.length, 0);
    expect(count).toBeGreaterThan(600);
  });

  const corpusDir = loadEnv().KB_CORPUS_DIR;
  it.skipIf(!fs.existsSync(corpusDir))("matches the corpus folder file by file", async () => {
    const check = await verifyCorpus(corpusDir, REPOSITORY_MANIFEST);
    expect(check.problems).toEqual([]);
    const rebuilt = await buildManifest(corpusDir, CORPUS_LICENCES);
    expect(rebuilt).toEqual(REPOSITORY_MANIFEST);
  });
});

describe("building and checking a manifest", () => {
  const corpus = writeTestCorpus();
  afterAll(() => fs.rmSync(corpus.root, { recursive: true, force: true }));

  it("reads each source's origin from its SOURCE.md and hashes every file", async () => {
    const manifest = await buildManifest(corpus.corpusDir, corpus.licences);
    expect(manifest.sources.map((s) => [s.folder, s.title, s.origin, s.licence])).toEqual([
      [
        "alpha",
        "Alpha — a test source",
        {
          repository: "https://github.com/example/alpha",
          commit: "0123456789abcdef0123456789abcdef01234567",
        },
        "Public domain (test)",
      ],
      [
        "beta",
        "Beta — another",
        { repository: "https://github.com/example/beta", commit: "89abcdef0123456789abcdef0123456789abcdef" },
        "Unlicense (test)",
      ],
    ]);
    expect(manifest.files.map((f) => f.path)).toEqual(["README.md"]);
    const alpha = manifest.sources[0]?.files.find((f) => f.path === "alpha/alpha.json");
    // Size and sha256 of the exact bytes writeTestCorpus writes, computed with sha256sum.
    expect(alpha?.bytes).toBe(40);
    expect(alpha?.sha256).toBe("7de7cfefb47cb0a35816f4a3e06b67fc38e26aeca7df40355b367c4388802198");
    expect((await verifyCorpus(corpus.corpusDir, manifest)).ok).toBe(true);
  });

  it("refuses a source without a licence or without a SOURCE.md", async () => {
    await expect(buildManifest(corpus.corpusDir, { alpha: "x" })).rejects.toThrow(/beta: no licence/);
    fs.mkdirSync(path.join(corpus.corpusDir, "gamma"));
    fs.writeFileSync(path.join(corpus.corpusDir, "gamma", "text.txt"), "nothing said");
    await expect(buildManifest(corpus.corpusDir, { ...corpus.licences, gamma: "x" })).rejects.toThrow(
      /gamma has no SOURCE.md/,
    );
    fs.rmSync(path.join(corpus.corpusDir, "gamma"), { recursive: true });
  });

  it("names a changed, a missing and an unexpected file", async () => {
    const manifest = await buildManifest(corpus.corpusDir, corpus.licences);
    const copy = path.join(corpus.root, "copy");
    fs.cpSync(corpus.corpusDir, copy, { recursive: true });
    fs.appendFileSync(path.join(copy, "alpha/alpha.json"), " ");
    fs.rmSync(path.join(copy, "beta/json/FP/FP-Question-2.json"));
    fs.writeFileSync(path.join(copy, "beta/extra.json"), "{}");
    expect((await verifyCorpus(copy, manifest)).problems).toEqual([
      "alpha/alpha.json: checksum differs from the manifest",
      "beta/extra.json: not in the manifest",
      "beta/json/FP/FP-Question-2.json: missing",
    ]);
  });
});

describe("fetching a corpus archive (npm run kb:fetch)", () => {
  const corpus = writeTestCorpus();
  let manifest: CorpusManifest;
  let server: http.Server;
  let base: string;
  const served = new Map<string, Buffer>();

  beforeAll(async () => {
    manifest = await buildManifest(corpus.corpusDir, corpus.licences);
    const good = await packCorpus(corpus.corpusDir, manifest, path.join(corpus.root, "out"));
    served.set("/good.tar.gz", fs.readFileSync(good));

    // The same manifest, but one text altered after it was written: an archive that lies about its contents.
    const tampered = path.join(corpus.root, "tampered");
    fs.cpSync(corpus.corpusDir, tampered, { recursive: true });
    fs.writeFileSync(
      path.join(tampered, "alpha/alpha.json"),
      JSON.stringify({ verses: ["In principio erat"] }),
    );
    const lying = await packCorpus(tampered, manifest, path.join(corpus.root, "out-tampered"));
    served.set("/tampered.tar.gz", fs.readFileSync(lying));

    const damaged = Buffer.from(fs.readFileSync(good));
    for (let i = 40; i < damaged.length - 20; i += 7) damaged[i] = (damaged[i] ?? 0) ^ 0xff;
    served.set("/damaged.tar.gz", damaged);

    server = http.createServer((req, res) => {
      const body = served.get(req.url ?? "");
      if (!body) {
        res.writeHead(404).end("not here");
        return;
      }
      res.writeHead(200, { "content-type": "application/gzip" }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(corpus.root, { recursive: true, force: true });
  });

  const freshTarget = () => {
    const parent = fs.mkdtempSync(path.join(corpus.root, "target-"));
    return { parent, target: path.join(parent, "corpus") };
  };

  it("downloads, verifies and unpacks a good archive, byte for byte", async () => {
    const { parent, target } = freshTarget();
    const result = await fetchCorpus({ url: `${base}/good.tar.gz`, targetDir: target, manifest });
    expect(result).toEqual({ status: "installed", version: manifest.version });
    expect(fs.readdirSync(parent)).toEqual(["corpus"]);
    expect(fs.readFileSync(path.join(target, "alpha/alpha.json"), "utf8")).toBe(
      fs.readFileSync(path.join(corpus.corpusDir, "alpha/alpha.json"), "utf8"),
    );
    expect((await verifyCorpus(target, manifest)).problems).toEqual([]);
    const again = await fetchCorpus({ url: `${base}/good.tar.gz`, targetDir: target, manifest });
    expect(again.status).toBe("present");
  });

  it.each([
    [
      "a text that does not match its checksum",
      "/tampered.tar.gz",
      /checksums do not match.*alpha\/alpha\.json/,
    ],
    ["a damaged archive", "/damaged.tar.gz", /refused/],
    ["a missing archive", "/missing.tar.gz", /HTTP 404/],
  ])("refuses %s and leaves nothing behind", async (_label, url, message) => {
    const { parent, target } = freshTarget();
    const attempt = fetchCorpus({ url: `${base}${url}`, targetDir: target, manifest });
    await expect(attempt).rejects.toThrow(CorpusFetchError);
    await expect(attempt).rejects.toThrow(message);
    expect(fs.readdirSync(parent)).toEqual([]);
  });

  it("refuses an archive of another corpus version, and one with files the manifest does not list", async () => {
    const { parent, target } = freshTarget();
    const other = { ...manifest, version: "000000000000" };
    await expect(
      fetchCorpus({ url: `${base}/good.tar.gz`, targetDir: target, manifest: other }),
    ).rejects.toThrow(/holds corpus .* expects 000000000000/);
    const fewer = { ...manifest, files: [] };
    await expect(
      fetchCorpus({ url: `${base}/good.tar.gz`, targetDir: target, manifest: fewer }),
    ).rejects.toThrow(/files the manifest does not list \(README\.md\)/);
    expect(fs.readdirSync(parent)).toEqual([]);
  });

  it("keeps a corpus folder that differs unless told to replace it", async () => {
    const { target } = freshTarget();
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, "notes.txt"), "mine");
    await expect(fetchCorpus({ url: `${base}/good.tar.gz`, targetDir: target, manifest })).rejects.toThrow(
      /already exists and does not match.*--force/,
    );
    expect(fs.readdirSync(target)).toEqual(["notes.txt"]);
    await fetchCorpus({ url: `${base}/good.tar.gz`, targetDir: target, manifest, force: true });
    expect((await verifyCorpus(target, manifest)).ok).toBe(true);
  });
});

describe("the first start without a corpus", () => {
  it("tells the user exactly what to run", () => {
    const lines = missingCorpusAdvice("/srv/corpus", REPOSITORY_MANIFEST);
    expect(lines.join("\n")).toContain(
      `CORPUS_URL=<address of angelicus-corpus-${REPOSITORY_MANIFEST.version}.tar.gz> npm run kb:fetch`,
    );
    expect(lines[0]).toContain("/srv/corpus (KB_CORPUS_DIR)");
    expect(missingCorpusAdvice("/srv/corpus", REPOSITORY_MANIFEST, "https://example.org/c.tar.gz")).toContain(
      "    npm run kb:fetch",
    );
  });
});
