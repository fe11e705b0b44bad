import { describe, expect, it } from "vitest";
import { comparesThings, titleCompares } from "./comparison.js";

describe("a question that compares", () => {
  it("is told by its words of comparison", () => {
    expect(comparesThings("Did Jesus suffer more pain than anyone who ever lived?")).toBe(true);
    expect(comparesThings("what's the worst sin?")).toBe(true);
    expect(comparesThings("Does God love everyone equally or does he have favourites?")).toBe(true);
    expect(comparesThings("Is there more to life than money?")).toBe(true);
    expect(comparesThings("Can I do more good deeds to get to heaven?")).toBe(false);
    expect(comparesThings("Does God exist?")).toBe(false);
  });

  it("meets a title that compares", () => {
    expect(titleCompares("Whether the pain of Christ's Passion was greater than all other pains?")).toBe(
      true,
    );
    expect(titleCompares("Whether God loves all things equally?")).toBe(true);
    expect(titleCompares("Whether Christ endured all suffering?")).toBe(false);
  });
});
