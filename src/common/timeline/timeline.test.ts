import { describe, expect, it } from "vitest";
import {
  formatTimelineYear,
  TIMELINE_CATEGORIES,
  TIMELINE_CATEGORY_LABELS,
  timelineEventSchema,
} from "./categories.js";
import { TIMELINE_EVENTS } from "./events.js";

describe("timeline catalogue", () => {
  it("has 15 valid events from 384 to 1274 in ascending order", () => {
    expect(TIMELINE_EVENTS).toHaveLength(15);
    for (const event of TIMELINE_EVENTS) expect(() => timelineEventSchema.parse(event)).not.toThrow();
    expect(TIMELINE_EVENTS[0]?.year).toBe(384);
    expect(TIMELINE_EVENTS.at(-1)?.year).toBe(1274);
    const years = TIMELINE_EVENTS.map((e) => e.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(TIMELINE_EVENTS.map((e) => e.title)).size).toBe(15);
  });

  it("uses only the four categories, each at least once, with their labels", () => {
    const used = new Set(TIMELINE_EVENTS.map((e) => e.category));
    expect([...used].sort()).toEqual([...TIMELINE_CATEGORIES].sort());
    expect(TIMELINE_CATEGORY_LABELS).toEqual({
      influence: "Philosophical Influence",
      life: "Life Event",
      work: "Major Work",
      study: "Education",
    });
  });

  it("gives influence details exactly to the influences, and a location and significance to all", () => {
    for (const event of TIMELINE_EVENTS) {
      expect(Boolean(event.influence)).toBe(event.category === "influence");
      expect(event.location?.length ?? 0).toBeGreaterThan(2);
      expect(event.significance.length).toBeGreaterThan(20);
      if (event.influence) expect(event.influence.works.length).toBeGreaterThan(0);
    }
  });

  it("places his birth at Roccasecca in 1225 and his death at Fossanova in 1274", () => {
    const birth = TIMELINE_EVENTS.find((e) => e.year === 1225);
    expect(birth?.location).toMatch(/Roccasecca/);
    expect(TIMELINE_EVENTS.at(-1)?.location).toMatch(/Fossanova/);
  });

  it("marks approximate years", () => {
    expect(formatTimelineYear({ year: 1200, circa: true })).toBe("c. 1200");
    expect(formatTimelineYear({ year: 1225 })).toBe("1225");
  });
});
