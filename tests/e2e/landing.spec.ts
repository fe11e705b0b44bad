import { settleAnimations } from "./animations";
import { openLanding } from "./support/landing-page";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

const TOPICS = [
  "Ethics & Virtue",
  "The Nature of God",
  "Natural Law",
  "Faith & Reason",
  "Political Philosophy",
  "Metaphysics",
];

const COMING_SOON = [
  "Learning Profile",
  "Custom Study Plans",
  "Voice Conversations",
  "Visual Philosophy Maps",
  "Study Groups",
  "Community Forums",
  "Cross-Reference Engine",
  "Research Assistant Mode",
  "Modern Ethics Advisor",
  "Spiritual Direction Features",
];

/** The landing page, waiting until the daily quote has loaded. */
test.describe("landing page", () => {
  test("renders every section", async ({ page }) => {
    const widget = await openLanding(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Start Conversation" })).toHaveAttribute("href", "/chat");

    const hero = page.getByRole("region", { name: /Converse with Saint Thomas Aquinas/ });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: /Start a Conversation/ })).toHaveAttribute("href", "/chat");
    await expect(hero.getByRole("link", { name: /Explore Debates/ })).toHaveAttribute("href", "/debates");
    await expect(hero.getByRole("link", { name: /Life & Times/ })).toHaveAttribute("href", "/timeline");

    await expect(widget.getByRole("heading", { name: "Quote of the Day" })).toBeVisible();
    await expect(widget).toContainText("Summa Theologiae");
    await expect(widget).toContainText("Explanation · College level");

    const topics = page.getByRole("region", { name: "Explore the great questions" });
    for (const topic of TOPICS) await expect(topics.getByRole("link", { name: topic })).toBeVisible();

    const features = page.getByRole("region", { name: /A teacher who answers from the sources/ });
    await expect(features.getByRole("listitem")).toHaveCount(9);
    await expect(features).toContainText("The \u201cDumb Ox\u201d Button");
    await expect(features).toContainText("Latin Beside English");

    const stats = page.getByRole("region", { name: "Angelicus in numbers" });
    for (const text of [
      "15+",
      "Philosophers",
      "10",
      "Material Types",
      "6",
      "Education Levels",
      "Unlimited Topics",
    ]) {
      await expect(stats).toContainText(text);
    }

    const cta = page.getByRole("region", { name: /Bring your questions/ });
    await expect(cta.getByRole("link", { name: /Begin Your Dialogue/ })).toHaveAttribute("href", "/chat");

    const soon = page.getByRole("region", { name: "Coming soon" });
    await expect(soon.getByRole("heading", { level: 3 })).toHaveText(COMING_SOON);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("for the good of the faith");
    await expect(footer).toContainText("educate the faithful");
    await expect(footer).toContainText("© 2024");
  });

  test("a topic badge opens the chat with its question in the box", async ({ page }) => {
    await openLanding(page);
    const badge = page.getByRole("link", { name: "Natural Law" });
    const href = (await badge.getAttribute("href")) ?? "";
    const question = new URL(href, "http://x").searchParams.get("q") ?? "";
    expect(question).toMatch(/natural law/i);
    await badge.click();
    await expect(page).toHaveURL(/\/chat/);
    await expect(page.locator("textarea").first()).toHaveValue(question);
  });

  test("the Latin toggle shows the original and switches its label", async ({ page }) => {
    const widget = await openLanding(page);
    await widget.getByRole("button", { name: "Show Original Latin" }).click();
    const hide = widget.getByRole("button", { name: "Hide Original Latin" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    const latin = widget.locator('[lang="la"]');
    await expect(latin).toBeVisible();
    expect(((await latin.textContent()) ?? "").length).toBeGreaterThan(40);
    await hide.click();
    await expect(widget.getByRole("button", { name: "Show Original Latin" })).toBeVisible();
    await expect(latin).toBeHidden();
  });

  test("share uses the native share sheet with a title and text when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { sharedData: ShareData }).sharedData = data;
        },
      });
    });
    const widget = await openLanding(page);
    const quote = (await widget.getByTestId("quote-text").textContent()) ?? "";
    await widget.getByRole("button", { name: "Share this quote" }).click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { sharedData?: ShareData }).sharedData,
    );
    const data = (await shared.jsonValue()) as ShareData;
    expect(data.title).toContain("Saint Thomas Aquinas");
    expect(data.text).toContain(quote);
    expect(data.text).toContain("Summa Theologiae");
  });

  test("share copies the quote and its source when there is no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    const widget = await openLanding(page);
    const quote = (await widget.getByTestId("quote-text").textContent()) ?? "";
    await widget.getByRole("button", { name: "Share this quote" }).click();
    await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(quote);
    expect(copied).toContain("Summa Theologiae");
  });

  test("has no serious accessibility violations on desktop or mobile", async ({ page }) => {
    const widget = await openLanding(page);
    await widget.getByRole("button", { name: "Show Original Latin" }).click();
    await settleAnimations(page);
    await expectAccessible(page, "landing (desktop)");
    await page.setViewportSize(MOBILE);
    await openLanding(page);
    await settleAnimations(page);
    await expectAccessible(page, "landing (mobile)");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(0);
  });

  test("is accessible in the dark theme too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openLanding(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await settleAnimations(page);
    await expectAccessible(page, "landing (dark)");
  });
});
