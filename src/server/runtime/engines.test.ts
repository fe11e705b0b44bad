import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { satisfiesNodeRange } from "./node-range.js";

const root = path.resolve(import.meta.dirname, "../../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

/** The oldest Node the project declares it runs on: "20.19" from ">=20.19". */
const oldest = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(manifest.engines.node)?.[1];

describe("the runtime the dependencies need", () => {
  it("reads npm's engine ranges as npm does", () => {
    expect(satisfiesNodeRange("20.19.0", ">=22")).toBe(false);
    expect(satisfiesNodeRange("20.19.0", ">= 0.6")).toBe(true);
    expect(satisfiesNodeRange("20.19.0", "^18.18.0 || ^20.9.0 || >=21.1.0")).toBe(true);
    expect(satisfiesNodeRange("20.19.0", "^20.19.0 || ^22.12.0 || >=23")).toBe(true);
    expect(satisfiesNodeRange("20.18.3", "^20.19.0 || ^22.12.0 || >=23")).toBe(false);
    expect(satisfiesNodeRange("20.19.0", ">=14.17 <21")).toBe(true);
    expect(satisfiesNodeRange("20.19.0", "18 || 22")).toBe(false);
    expect(satisfiesNodeRange("20.19.0", "*")).toBe(true);
  });

  it("installs no package whose engines exclude the oldest Node the project supports (no EBADENGINE)", () => {
    expect(oldest).toBeDefined();
    const version = (oldest as string).split(".").concat(["0", "0"]).slice(0, 3).join(".");
    const misfits = Object.entries(lock.packages)
      .filter(([name]) => name.startsWith("node_modules/"))
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !satisfiesNodeRange(version, range)
          ? [`${name}@${entry.version}: node ${range}`]
          : [];
      });
    expect(misfits).toEqual([]);
  });
});
