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
    // His question in everyday words, from the article's digest, above his answer in plain words.
    await expect(page.getByTestId("plain-question")).toContainText(/^His question, in plain words: .+\?$/);
    await expectAccessible(page, "reader (desktop)");

    await page.getByRole("link", { name: /^Next/ }).first().click();
    await expect(page).toHaveURL(/\/read\/st\/I-II\/q94\/a3$/);
    await expect(page.getByTestId("reader-reference")).toHaveText("ST I-II, q. 94, a. 3");
  });

  test("shows a title's translator's note under the heading, not inside it", async ({ page }) => {
    await page.goto("/read/st/I/q14/a1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whether there is knowledge?");
    await expect(page.getByTestId("reader-title-note")).toHaveText("Translator's note: Scientia");
  });

  test.describe("addresses typed by hand", () => {
    // The browser logs the 404 of the unknown page's request; the page handles it.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("a reference as it is written opens its page; an address that names nothing says so plainly", async ({
      page,
    }) => {
      await page.goto("/read/ST I, q. 75, a. 6");
      await expect(page).toHaveURL(/\/read\/st\/I\/q75\/a6$/);
      await expect(page.getByTestId("reader-reference")).toHaveText("ST I, q. 75, a. 6");

      await page.goto("/read/st/nowhere/at all");
      await expect(page.getByRole("heading", { name: "This place is not in the reader" })).toBeVisible();
      await expect(page.getByText(/API|endpoint/)).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Browse the works" })).toBeVisible();
    });
  });

  test("browses the parts and finds an article by its title", async ({ page }) => {
    await page.goto("/");
    // The landing page's own controls are there once the app has started and its header is the app's.
    await expect(page.getByRole("button", { name: "Show another quote" })).toBeVisible();
    const read = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Read", exact: true });
    // Once in a whole suite's run on a loaded machine, the press left the address unchanged (the page as it
    // should be, the link under the pointer): pressed again as a reader would, it must then lead to the reader.
    await expect(async () => {
      await read.click();
      await expect(page).toHaveURL(/\/read$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
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

  test("opens a Bible chapter at the cited verse, Douay-Rheims beside the Vulgate, and moves to the next chapter", async ({
    page,
  }) => {
    await page.goto("/read/bible/Jn/15?v=5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("John 15");
    const verse = page.locator("#v5");
    await expect(verse).toHaveAttribute("data-highlighted", "true");
    await expect(verse).toBeInViewport();
    await expect(verse.getByTestId("reader-english")).toContainText("I am the vine");
    await expect(verse.getByTestId("reader-latin")).toContainText("Ego sum vitis");
    await expect(verse.getByTestId("reader-latin")).toBeVisible();
    await expect(page.locator("#v4")).not.toHaveAttribute("data-highlighted", "true");
    await expectAccessible(page, "Bible chapter (desktop)");
    await page.getByRole("link", { name: /^Next/ }).first().click();
    await expect(page).toHaveURL(/\/read\/bible\/Jn\/16$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("John 16");
  });

  test("follows the Summa's inline Scripture reference to the verse", async ({ page }) => {
    await page.goto("/read/st/I/q2/a3#sc");
    const link = page.locator("#sc").getByTestId("scripture-link").first();
    await expect(link).toHaveText("Ex. 3:14");
    await link.click();
    await expect(page).toHaveURL(/\/read\/bible\/Ex\/3#v14$/);
    await expect(page.locator("#v14")).toHaveAttribute("data-highlighted", "true");
    await expect(page.locator("#v14").getByTestId("reader-english")).toContainText("I AM WHO AM");
  });

  test("lists the Bible with its books and chapters", async ({ page }) => {
    await page.goto("/read");
    await expect(page.getByRole("heading", { name: /Holy Bible/ })).toBeVisible({ timeout: 30_000 });
    await page.getByText(/^John/).first().click();
    await page.getByRole("link", { name: "John 15", exact: true }).click();
    await expect(page).toHaveURL(/\/read\/bible\/Jn\/15$/);
  });

  test("shows a Bible chapter in one column with a language toggle at 390 px", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/read/bible/Ps/18#v2");
    const verse = page.locator("#v2");
    await expect(verse).toHaveAttribute("data-highlighted", "true");
    await expect(verse.getByTestId("reader-english")).toBeVisible();
    await expect(verse.getByTestId("reader-latin")).toBeHidden();
    await page.getByRole("button", { name: "Latin" }).click();
    await expect(verse.getByTestId("reader-latin")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(0);
    await expectAccessible(page, "Bible chapter (390 px)");
  });

  for (const viewport of [
    { name: "desktop", size: { width: 1280, height: 860 } },
    { name: "390 px", size: MOBILE },
  ]) {
    test(`prints a two-column handout without the site's chrome (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport.size);
      await page.goto("/read/st/I-II/q94/a2");
      await expect(page.locator("#co")).toBeVisible();
      await page.emulateMedia({ media: "print" });
      const english = page.locator("#co").getByTestId("reader-english");
      const latin = page.locator("#co").getByTestId("reader-latin");
      await expect(english).toBeVisible();
      await expect(latin).toBeVisible();
      const left = await english.boundingBox();
      const right = await latin.boundingBox();
      expect(right?.x ?? 0, "Latin stands to the right of the English").toBeGreaterThan(
        (left?.x ?? 0) + (left?.width ?? 0) - 1,
      );
      expect(Math.abs((right?.y ?? 0) - (left?.y ?? 0)), "side by side").toBeLessThan(5);
      await expect(page.getByRole("banner").first()).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
      await expect(
        page.getByRole("navigation", { name: "Articles before and after", includeHidden: true }),
      ).toHaveCount(2);
      for (const nav of await page
        .getByRole("navigation", { name: "Articles before and after", includeHidden: true })
        .all())
        await expect(nav).toBeHidden();
      await expect(page.getByTestId("language-toggle")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("opens the reader at its place from the sources panel of a real reply", async ({ page, request }) => {
    const id = await createConversation(request, "Reader from the sources panel");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.ask("Can reason prove that God exists?");
    const link = chat.sourcesPanel.getByTestId("citation-reader-link").first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/read\/(st|scg|bible)\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.split("?")[0]?.split("#")[0]}`));
    const anchor = new URL(page.url()).hash;
    if (anchor) await expect(page.locator(anchor)).toHaveAttribute("data-highlighted", "true");
    await expect(page.getByTestId("reader-reference")).toBeVisible();
  });
});
