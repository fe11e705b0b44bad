import { describe, expect, it } from "vitest";
import { countLabel } from "./count-label";

describe("countLabel", () => {
  it("says one thing in the singular and any other number in the plural", () => {
    expect(countLabel(1, "question")).toBe("1 question");
    expect(countLabel(2, "question")).toBe("2 questions");
    expect(countLabel(0, "chapter")).toBe("0 chapters");
    expect(countLabel(27585, "passage")).toBe("27,585 passages");
    expect(countLabel(3, "reply", "replies")).toBe("3 replies");
  });
});
