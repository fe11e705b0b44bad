import { describe, expect, it, vi } from "vitest";
import { quoteShareText, SHARE_TITLE, shareQuote } from "./share-quote";

const quote = {
  quote: "Grace does not destroy nature but perfects it.",
  source: "Summa Theologiae I, q. 1, a. 8, ad 2",
};
const text = quoteShareText(quote);

describe("shareQuote", () => {
  it("uses the native share with a title and the text when available", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareQuote(quote, { share, clipboard: { writeText } })).toBe("shared");
    expect(share).toHaveBeenCalledWith({ title: SHARE_TITLE, text });
    expect(writeText).not.toHaveBeenCalled();
    expect(text).toContain(quote.quote);
    expect(text).toContain(quote.source);
  });

  it("copies the quote with its source when there is no native share", async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareQuote(quote, { clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it("falls back to copying when the native share fails", async () => {
    const share = vi.fn(async () => {
      throw new Error("NotAllowedError");
    });
    const writeText = vi.fn(async () => {});
    expect(await shareQuote(quote, { share, clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it("does nothing more when the learner closes the share sheet", async () => {
    const abort = Object.assign(new Error("cancelled"), { name: "AbortError" });
    const writeText = vi.fn(async () => {});
    expect(
      await shareQuote(quote, { share: async () => Promise.reject(abort), clipboard: { writeText } }),
    ).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("reports failure when the clipboard refuses too", async () => {
    const writeText = vi.fn(async () => {
      throw new Error("denied");
    });
    expect(await shareQuote(quote, { clipboard: { writeText } })).toBe("failed");
    expect(await shareQuote(quote, {})).toBe("failed");
  });
});
