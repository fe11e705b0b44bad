import { openLanding } from "./support/landing-page";
import { expect, test } from "./support/test";

// Playwright's reset of a reused browser context leaves parts of an installed clock behind (scripts that call
// it in every new page, timers that stay paused): the tests that set the clock get contexts of their own, in
// workers of their own.
test.use({ reuseContext: false });

test.describe("the landing page's quote with the clock set", () => {
  test("shows the quote of the day (day of the year mod 8)", async ({ page }) => {
    // 8 January is day 8 of the year: 8 mod 8 = 0, the first quotation of the catalogue.
    await page.clock.install({ time: new Date(2025, 0, 8, 9, 0) });
    const widget = await openLanding(page);
    await expect(widget.getByTestId("quote-text")).toHaveText(
      /^Since therefore grace does not destroy nature/,
    );
    await expect(widget).toContainText("Summa Theologiae I, q. 1, a. 8, ad 2");
  });

  test("refresh shows a spinner for 300 ms, then a different quote", async ({ page }) => {
    await page.clock.install({ time: new Date(2025, 0, 9, 9, 0) });
    const widget = await openLanding(page);
    const before = (await widget.getByTestId("quote-text").textContent()) ?? "";
    await page.clock.pauseAt(new Date(2025, 0, 9, 9, 5));
    await widget.getByRole("button", { name: "Show another quote" }).click();
    await expect(widget.getByRole("status")).toHaveText("Loading another quote");
    await expect(widget.getByTestId("quote-text")).toHaveCount(0);
    await page.clock.runFor(290);
    await expect(widget.getByRole("status")).toBeVisible();
    await page.clock.runFor(20);
    await expect(widget.getByTestId("quote-text")).toBeVisible();
    await expect(widget.getByTestId("quote-text")).not.toHaveText(before);
  });
});
