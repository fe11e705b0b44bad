import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  clientIsStale,
  installKey,
  needsInstall,
  serverIsStale,
  sourceTimes,
} from "../../../scripts/prepare.mjs";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-prepare-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "package.json"), '{"name":"x","dependencies":{"a":"^1.0.0"}}');
  fs.writeFileSync(path.join(dir, "package-lock.json"), '{"lockfileVersion":3}');
  return dir;
}

describe("npm start's install step", () => {
  it("installs on a fresh clone, skips when nothing changed, installs again after a dependency change", () => {
    const dir = project();
    expect(needsInstall(dir)).toBe(true);
    fs.mkdirSync(path.join(dir, "node_modules"));
    fs.writeFileSync(path.join(dir, "node_modules/.package-lock.json"), "{}");
    fs.writeFileSync(path.join(dir, "node_modules/.angelicus-install"), `${installKey(dir)}\n`);
    expect(needsInstall(dir)).toBe(false);
    fs.writeFileSync(path.join(dir, "package.json"), '{"name":"x","dependencies":{"a":"^2.0.0"}}');
    expect(needsInstall(dir)).toBe(true);
  });

  it("decides in a few milliseconds", () => {
    const dir = project();
    const started = performance.now();
    for (let i = 0; i < 20; i++) needsInstall(dir);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});

describe("npm start's build step", () => {
  it("rebuilds the server when a server source is newer than the bundle", () => {
    const dir = project();
    for (const sub of ["src/server", "src/common", "scripts", "dist/server"]) {
      fs.mkdirSync(path.join(dir, sub), { recursive: true });
    }
    fs.writeFileSync(path.join(dir, "scripts/build-server.mjs"), "");
    fs.writeFileSync(path.join(dir, "src/server/main.ts"), "");
    fs.writeFileSync(path.join(dir, "src/common/contract.ts"), "");
    expect(serverIsStale(dir)).toBe(true);
    fs.writeFileSync(path.join(dir, "dist/server/main.js"), "");
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, "dist/server/main.js"), later, later);
    expect(serverIsStale(dir)).toBe(false);
    const laterStill = new Date(Date.now() + 120_000);
    fs.utimesSync(path.join(dir, "src/common/contract.ts"), laterStill, laterStill);
    expect(serverIsStale(dir)).toBe(true);
  });
});

describe("npm start's one walk of the sources", () => {
  it("tells each build apart: a stylesheet is the client's, a server data file is neither's, shared code both's", () => {
    const dir = project();
    const file = (name: string, at: number) => {
      const full = path.join(dir, name);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, "");
      const when = new Date(at);
      fs.utimesSync(full, when, when);
    };
    const t0 = Date.now() - 600_000;
    for (const name of ["scripts/build-server.mjs", "package-lock.json"]) file(name, t0);
    file("src/client/app.tsx", t0);
    file("src/server/main.ts", t0);
    file("src/common/contract.ts", t0);
    file("dist/client/index.html", t0 + 10_000);
    file("dist/server/main.js", t0 + 10_000);
    const current = sourceTimes(dir);
    expect(clientIsStale(dir, path.join(dir, "dist/client"), current)).toBe(false);
    expect(serverIsStale(dir, current)).toBe(false);

    file("src/client/styles.css", t0 + 20_000);
    file("src/server/digests/data/st-i.json", t0 + 20_000);
    file("src/server/app.test.ts", t0 + 20_000);
    let times = sourceTimes(dir);
    expect(clientIsStale(dir, path.join(dir, "dist/client"), times)).toBe(true);
    expect(serverIsStale(dir, times)).toBe(false);

    file("dist/client/index.html", t0 + 30_000);
    file("src/common/contract.ts", t0 + 40_000);
    times = sourceTimes(dir);
    expect(clientIsStale(dir, path.join(dir, "dist/client"), times)).toBe(true);
    expect(serverIsStale(dir, times)).toBe(true);
  });
});
