import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readStoredTextSize, stepTextSize, TEXT_SIZE_STORAGE_KEY } from "./text-size";
import { TextSizeProvider, useTextSize } from "./text-size-provider";

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === TEXT_SIZE_STORAGE_KEY ? value : null),
});

describe("stored text size", () => {
  it("restores only the four valid values and defaults to medium", () => {
    expect(readStoredTextSize(storageWith("large"))).toBe("large");
    expect(readStoredTextSize(storageWith("extra-large"))).toBe("extra-large");
    expect(readStoredTextSize(storageWith("huge"))).toBe("medium");
    expect(readStoredTextSize(storageWith(null))).toBe("medium");
    expect(readStoredTextSize(undefined)).toBe("medium");
    const blocked = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(readStoredTextSize(blocked)).toBe("medium");
  });

  it("steps between sizes and stops at both ends", () => {
    expect(stepTextSize("medium", 1)).toBe("large");
    expect(stepTextSize("large", 1)).toBe("extra-large");
    expect(stepTextSize("extra-large", 1)).toBe("extra-large");
    expect(stepTextSize("medium", -1)).toBe("small");
    expect(stepTextSize("small", -1)).toBe("small");
  });
});

function Probe() {
  const { textSize, canDecrease, canIncrease, textClass } = useTextSize();
  return <span>{`${textSize} ${canDecrease} ${canIncrease} ${textClass}`}</span>;
}

describe("useTextSize", () => {
  it("throws outside its provider", () => {
    expect(() => renderToString(<Probe />)).toThrow("useTextSize must be used within a TextSizeProvider");
  });

  it("gives the size, the end flags and the reading class inside its provider", () => {
    expect(
      renderToString(
        <TextSizeProvider initial="small">
          <Probe />
        </TextSizeProvider>,
      ),
    ).toContain("small false true reading-small");
    expect(
      renderToString(
        <TextSizeProvider>
          <Probe />
        </TextSizeProvider>,
      ),
    ).toContain("medium true true reading-medium");
  });
});
