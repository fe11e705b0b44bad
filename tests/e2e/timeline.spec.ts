import { settleAnimations } from "./animations";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

const CATEGORY_COUNTS = [
  ["Philosophical Influence", "influence", 6],
  ["Life Event", "life", 3],
  ["Major Work", "work", 2],
  ["Education", "study", 4],
] as const;

test.describe("timeline page", () => {
  test("renders the header, hero, level, context cards, timeline and closing call", async ({ page }) => {
    await page.goto("/timeline");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Angelicus home" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Start Conversation" })).toHaveAttribute("href", "/chat");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /Life and Times of Saint Thomas Aquinas/,
    );
    await expect(page.getByRole("link", { name: /Ask Him About His Life/ })).toHaveAttribute("href", "/chat");
    await expect(page.getByText("Education level:")).toBeVisible();
    await expect(page.getByText("College", { exact: true })).toBeVisible();

    for (const card of ["The 13th Century", "Scholasticism", "The Dominican Order"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
    const events = page.getByTestId("timeline-event");
    await expect(events).toHaveCount(15);
    await expect(events.first()).toContainText("384");
    await expect(events.last()).toContainText("1274");
    await expect(page.getByRole("link", { name: /Begin a Dialogue/ })).toHaveAttribute("href", "/chat");
  });

  test("the hero button scrolls to the timeline and moves focus there", async ({ page }) => {
    await page.goto("/timeline");
    await page.getByRole("button", { name: "Explore the Timeline" }).click();
    const section = page.getByRole("region", { name: "Interactive Timeline" });
    await expect(section).toBeFocused();
    await expect(section.getByRole("heading", { name: "Interactive Timeline" })).toBeInViewport();
  });

  test("the filter shows only the chosen category", async ({ page }) => {
    await page.goto("/timeline");
    const events = page.getByTestId("timeline-event");
    for (const [label, category, count] of CATEGORY_COUNTS) {
      const button = page.getByRole("button", { name: new RegExp(`^${label}`) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(events).toHaveCount(count);
      for (const item of await events.all()) await expect(item).toHaveAttribute("data-category", category);
      await expect(page.getByTestId("timeline-count")).toHaveText(`Showing ${count} of 15 ${label} events`);
    }
    await page.getByRole("button", { name: /^All Events/ }).click();
    await expect(events).toHaveCount(15);
  });

  test("an event expands to its details, by mouse and by keyboard", async ({ page }) => {
    await page.goto("/timeline");
    const augustine = page.getByRole("button", { name: /Augustine Comes to Milan/ });
    await expect(augustine).toHaveAttribute("aria-expanded", "false");
    await augustine.click();
    await expect(augustine).toHaveAttribute("aria-expanded", "true");
    const details = page.getByRole("region", { name: /Augustine Comes to Milan/ });
    await expect(details).toContainText("Augustine of Hippo");
    await expect(details).toContainText("Impact on Aquinas");
    await expect(details).toContainText("Significance");
    await augustine.click();
    await expect(details).toBeHidden();

    await augustine.focus();
    await page.keyboard.press("ArrowDown");
    const boethius = page.getByRole("button", { name: /Boethius/ });
    await expect(boethius).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(boethius).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("button", { name: /Death at Fossanova/ })).toBeFocused();
    await page.keyboard.press(" ");
    await expect(page.getByRole("region", { name: /Death at Fossanova/ })).toContainText("7 March 1274");
  });

  test("has no serious accessibility violations on desktop or mobile", async ({ page }) => {
    await page.goto("/timeline");
    await page.getByRole("button", { name: /Augustine Comes to Milan/ }).click();
    await settleAnimations(page);
    await expectAccessible(page, "timeline (desktop)");
    await page.setViewportSize(MOBILE);
    await page.goto("/timeline");
    await page.getByRole("button", { name: /Death at Fossanova/ }).click();
    await settleAnimations(page);
    await expectAccessible(page, "timeline (mobile)");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(0);
  });

  test("is accessible in the dark theme too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/timeline");
    await page.getByRole("button", { name: /Maimonides/ }).click();
    await settleAnimations(page);
    await expectAccessible(page, "timeline (dark)");
  });
});
