import { describe, expect, it } from "vitest";
import { startTrace } from "./start-trace.js";

/** A clock that reads what the test sets. */
function clock(startMs: number) {
  let now = startMs;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the start trace", () => {
  it("shows module loading first, then each step with its start and its own time", async () => {
    const c = clock(400);
    const trace = startTrace(c.now);
    await trace.step("postgresql", async () => c.advance(250));
    const value = await trace.step("migrations", async () => {
      c.advance(30);
      return 7;
    });
    c.advance(5);
    trace.mark("listening");
    expect(value).toBe(7);
    expect(trace.steps()).toEqual([
      { name: "node and modules", startMs: 0, durationMs: 400 },
      { name: "postgresql", startMs: 400, durationMs: 250 },
      { name: "migrations", startMs: 650, durationMs: 30 },
      { name: "listening", startMs: 685, durationMs: 0 },
    ]);
    expect(trace.lines()[1]).toMatch(/^start: postgresql\s+at\s+400 ms, took\s+250 ms$/);
  });

  it("records a step that fails, and passes its error on", async () => {
    const c = clock(100);
    const trace = startTrace(c.now);
    const failing = trace.step("postgresql", async () => {
      c.advance(40);
      throw new Error("could not start");
    });
    await expect(failing).rejects.toThrow("could not start");
    expect(trace.steps().at(-1)).toEqual({ name: "postgresql", startMs: 100, durationMs: 40 });
  });

  it("times steps that overlap each on its own", async () => {
    const c = clock(0);
    const trace = startTrace(c.now);
    let finishModules = () => {};
    const modules = trace.step("server modules", () => new Promise<void>((r) => (finishModules = r)));
    const database = trace.step("postgresql", async () => c.advance(300));
    await database;
    c.advance(100);
    finishModules();
    await modules;
    const byName = Object.fromEntries(trace.steps().map((s) => [s.name, s.durationMs]));
    expect(byName).toMatchObject({ postgresql: 300, "server modules": 400 });
  });
});
