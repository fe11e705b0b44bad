import { describe, expect, it } from "vitest";
import { recencyOf } from "./recency";
import { messageRelativeTime, sidebarRelativeTime } from "./relative-time";
import { filterConversations } from "./search";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("sidebar relative time", () => {
  it("says Just now under an hour", () => {
    expect(sidebarRelativeTime(ago(0), now)).toBe("Just now");
    expect(sidebarRelativeTime(ago(59 * MIN), now)).toBe("Just now");
  });
  it("counts hours under a day", () => {
    expect(sidebarRelativeTime(ago(HOUR), now)).toBe("1 hour ago");
    expect(sidebarRelativeTime(ago(5 * HOUR + 30 * MIN), now)).toBe("5 hours ago");
    expect(sidebarRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe("23 hours ago");
  });
  it("says Yesterday under 48 hours and counts days after", () => {
    expect(sidebarRelativeTime(ago(24 * HOUR), now)).toBe("Yesterday");
    expect(sidebarRelativeTime(ago(47 * HOUR), now)).toBe("Yesterday");
    expect(sidebarRelativeTime(ago(48 * HOUR), now)).toBe("2 days ago");
    expect(sidebarRelativeTime(ago(10 * 24 * HOUR), now)).toBe("10 days ago");
  });
  it("accepts ISO strings and treats a future time as now", () => {
    expect(sidebarRelativeTime(ago(3 * HOUR).toISOString(), now)).toBe("3 hours ago");
    expect(sidebarRelativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe("Just now");
  });
});

describe("message relative time", () => {
  it("says Just now under a minute", () => {
    expect(messageRelativeTime(ago(59_000), now)).toBe("Just now");
  });
  it("counts minutes under an hour and hours under a day", () => {
    expect(messageRelativeTime(ago(MIN), now)).toBe("1 minute ago");
    expect(messageRelativeTime(ago(59 * MIN), now)).toBe("59 minutes ago");
    expect(messageRelativeTime(ago(60 * MIN), now)).toBe("1 hour ago");
    expect(messageRelativeTime(ago(1439 * MIN), now)).toBe("23 hours ago");
  });
  it("gives the local date from a day on", () => {
    const then = ago(1440 * MIN);
    expect(messageRelativeTime(then, now, "en-GB")).toBe(then.toLocaleDateString("en-GB"));
    expect(messageRelativeTime(then, now, "en-GB")).toMatch(/^\d{2}\/\d{2}\/2026$/);
  });
});

describe("recency dot", () => {
  it("is gold under 2 hours, blue under 24, gray after", () => {
    expect(recencyOf(ago(0), now)).toBe("gold");
    expect(recencyOf(ago(2 * HOUR - 1), now)).toBe("gold");
    expect(recencyOf(ago(2 * HOUR), now)).toBe("blue");
    expect(recencyOf(ago(24 * HOUR - 1), now)).toBe("blue");
    expect(recencyOf(ago(24 * HOUR), now)).toBe("gray");
    expect(recencyOf(ago(24 * HOUR).toISOString(), now)).toBe("gray");
  });
});

describe("conversation search", () => {
  const items = [{ title: "The Five Ways" }, { title: "Natural law" }, { title: "On the soul" }];
  it("matches a case-insensitive substring of the title and keeps all for a blank query", () => {
    expect(filterConversations(items, "WAY").map((i) => i.title)).toEqual(["The Five Ways"]);
    expect(filterConversations(items, " la").map((i) => i.title)).toEqual(["Natural law"]);
    expect(filterConversations(items, "   ")).toHaveLength(3);
    expect(filterConversations(items, "grace")).toEqual([]);
  });
});
