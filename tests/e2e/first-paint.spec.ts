import type { Page } from "@playwright/test";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

/** Recorded in the page from its first byte: layout shifts, and the quote card's height when it appears. */
const RECORD = `(() => {
  const state = { shift: 0, firstHeight: null, firstHadText: null };
  window.__firstPaint = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new MutationObserver(() => {
    const card = document.querySelector('[data-testid="quote-widget"], [data-testid="compact-quote-widget"]');
    if (!card || state.firstHeight !== null) return;
    state.firstHeight = card.getBoundingClientRect().height;
    state.firstHadText = card.querySelector('[data-testid="quote-text"]') !== null;
  }).observe(document, { childList: true, subtree: true });
})();`;

interface Recorded {
  shift: number;
  firstHeight: number | null;
  firstHadText: boolean | null;
}

/** Opens `url` with the quotations API unreachable: the card must not depend on a request after the page. */
async function openWithoutQuotesApi(page: Page, url: string) {
  let asked = 0;
  await page.route("**/api/quotes", (route) => {
    asked += 1;
    return route.abort();
  });
  await page.addInitScript(RECORD);
  await page.goto(url);
  const card = page.getByTestId(url === "/" ? "quote-widget" : "compact-quote-widget");
  await expect(card.getByTestId("quote-text")).toBeVisible();
  // Fonts swap in and the page settles before the final size is read.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const recorded = (await page.evaluate("window.__firstPaint")) as Recorded;
  const finalHeight = (await card.boundingBox())?.height ?? 0;
  return { recorded, finalHeight, asked: () => asked };
}

test.describe("first paint", () => {
  test("the page arrives with its header, the quotations and the preloads", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Angelicus");
    expect(root).toContain("Dialogues with Aquinas");
    expect(html).toMatch(/<script type="application\/json" id="page-data-quotes">\[/);
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/inter-latin-wght/);
    const chat = await (await request.get("/chat")).text();
    expect(chat).toContain('id="page-data-quotes"');
    const timeline = await (await request.get("/timeline")).text();
    expect(timeline).not.toContain('id="page-data-quotes"');
  });

  test("the quote card on the landing page is complete from its first frame and nothing moves", async ({
    page,
  }) => {
    const { recorded, finalHeight, asked } = await openWithoutQuotesApi(page, "/");
    expect(recorded.firstHadText).toBe(true);
    expect(Math.abs((recorded.firstHeight ?? 0) - finalHeight)).toBeLessThan(1);
    expect(recorded.shift).toBeLessThan(0.01);
    expect(asked()).toBe(0);
  });

  test("the chat sidebar's quote card is complete from its first frame", async ({ page }) => {
    const { recorded, finalHeight, asked } = await openWithoutQuotesApi(page, "/chat");
    expect(recorded.firstHadText).toBe(true);
    expect(Math.abs((recorded.firstHeight ?? 0) - finalHeight)).toBeLessThan(1);
    expect(asked()).toBe(0);
  });

  test("on a 390 px phone the landing page does not shift and passes axe", async ({ page }) => {
    // axe over the whole landing page is slow on a loaded machine.
    test.slow();
    await page.setViewportSize(MOBILE);
    const { recorded, finalHeight } = await openWithoutQuotesApi(page, "/");
    expect(recorded.firstHadText).toBe(true);
    expect(Math.abs((recorded.firstHeight ?? 0) - finalHeight)).toBeLessThan(1);
    expect(recorded.shift).toBeLessThan(0.01);
    await expectAccessible(page, "landing page at 390 px");
  });

  test("the menu of narrow screens loads when pressed and opens", async ({ page }) => {
    test.slow();
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    // The header is in the page before the app runs; its button works once the app has started.
    await expect(page.getByRole("button", { name: "Show another quote" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Timeline" })).toBeVisible();
    await expectAccessible(page, "landing page with the narrow-screen menu open (390 px)");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});
