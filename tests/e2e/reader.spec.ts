import { ChatScreen, createConversation } from "./support/chat-page";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

test.describe("the reader", () => {
  test("opens an article with English and Latin side by side, at its section, and moves to the next", async ({
    page,
  }) => {
    await page.goto("/read/st/I-II/q94/a2#co");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      /natural law contains several precepts/i,
    );
    const respondeo = page.locator("#co");
    await expect(respondeo).toHaveAttribute("data-highlighted", "true");
    await expect(respondeo).toBeInViewport();
    await expect(respondeo.getByTestId("reader-english")).toContainText(/^I answer that/);
    await expect(respondeo.getByTestId("reader-latin")).toContainText(/^Respondeo dicendum/);
    await expect(respondeo.getByTestId("reader-latin")).toBeVisible();
    await expect(page.locator("#obj1").getByRole("heading")).toContainText(
      "a view Aquinas answers, not his own",
    );
    await expect(page.getByTestId("plain-answer")).toBeVisible();
    await expectAccessible(page, "reader (desktop)");

    await page.getByRole("link", { name: /^Next/ }).first().click();
    await expect(page).toHaveURL(/\/read\/st\/I-II\/q94\/a3$/);
    await expect(page.getByTestId("reader-reference")).toHaveText("ST I-II, q. 94, a. 3");
  });

  test("browses the parts and finds an article by its title", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Read", exact: true })
      .click();
    await expect(page).toHaveURL(/\/read$/);
    await expect(page.getByRole("heading", { name: "Summa Theologiae", exact: false }).first()).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("searchbox").fill("whether god exists");
    await page.getByTestId("reader-search-results").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/read\/st\/I\/q2\/a3$/);
    await expectAccessible(page, "reader article from search");
  });

  test("shows one column with a language toggle at 390 px", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/read/st/I/q2/a3#co");
    const respondeo = page.locator("#co");
    await expect(respondeo.getByTestId("reader-english")).toBeVisible();
    await expect(respondeo.getByTestId("reader-latin")).toBeHidden();
    await page.getByRole("button", { name: "Latin" }).click();
    await expect(respondeo.getByTestId("reader-latin")).toBeVisible();
    await expect(respondeo.getByTestId("reader-english")).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(0);
    await expectAccessible(page, "reader (390 px)");
  });

  test("opens the reader at the cited section from a citation in a real reply", async ({ page, request }) => {
    const id = await createConversation(request, "Reader from a citation");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    const reply = await chat.ask("Can reason prove that God exists?");
    await reply
      .getByTestId("citation")
      .filter({ hasText: /ST I, q\. 2, a\. 3/ })
      .first()
      .click();
    await expect(chat.passageDialog).toBeVisible();
    const cited = (await chat.passageDialog.getByRole("heading", { level: 2 }).first().textContent()) ?? "";
    await chat.passageDialog.getByTestId("read-whole-article").click();
    await expect(page).toHaveURL(/\/read\/st\/I\/q2\/a3(\?q=[^#]*)?#[a-z]+\d*$/);
    await expect(page.getByTestId("reader-reference")).toHaveText("ST I, q. 2, a. 3");
    const anchor = new URL(page.url()).hash;
    const section = page.locator(anchor);
    await expect(section).toHaveAttribute("data-highlighted", "true");
    await expect(section).toBeInViewport();
    // The quoted words are marked inside the section.
    await expect(section.getByTestId("quoted-words")).toHaveCount(1);
    await expect(section.getByTestId("quoted-words")).toContainText(/\w{4,}/);
    expect(cited).toMatch(/ST I, q\. 2, a\. 3/);
  });
});
