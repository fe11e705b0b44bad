import type { Browser, Page } from "@playwright/test";
import { settleAnimations } from "./animations";
import { ChatScreen, createConversation } from "./support/chat-page";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

/** A second browser: its own cookies, so its own visitor. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

async function makeTransferLink(page: Page): Promise<string> {
  await page.goto("/your-data");
  await page.getByRole("button", { name: "Make a one-time link" }).click();
  const field = page.getByLabel(/Your one-time link/);
  await expect(field).toHaveValue(/\/your-data\/receive#/);
  return field.inputValue();
}

test.describe("your data", () => {
  // Two or three browsers at once: more time than a one-page test on a loaded machine.
  test.describe.configure({ timeout: 240_000 });

  test("another browser sees none of a visitor's conversations", async ({ page, request, browser }) => {
    const id = await createConversation(request, "Only mine");
    const stranger = await otherBrowser(browser);
    try {
      const chat = new ChatScreen(stranger);
      await stranger.goto("/chat");
      // Its list has loaded: empty, or with the conversation a newcomer is given.
      await expect(
        chat.conversationItems.or(chat.sidebar.getByText("No conversations yet")).first(),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(chat.sidebar).not.toContainText("Only mine");
      expect((await stranger.request.get(`/api/conversations/${id}`)).status()).toBe(404);
    } finally {
      await stranger.context().close();
    }
    const mine = new ChatScreen(page);
    await mine.open(`/chat/${id}`);
    await expect(mine.sidebar).toContainText("Only mine");
  });

  test("a one-time link carries the data to another browser, once", async ({ page, request, browser }) => {
    await createConversation(request, "Carried across");
    const link = await makeTransferLink(page);
    await expect(page.getByText(/valid until/)).toBeVisible();

    const laptop = await otherBrowser(browser);
    const latecomer = await otherBrowser(browser);
    try {
      await laptop.goto(link);
      await expect(laptop.getByRole("heading", { name: "Receive your data" })).toBeVisible();
      await laptop.getByRole("button", { name: "Use my data in this browser" }).click();
      await expect(laptop.getByRole("status")).toContainText("now shows your conversations");
      await laptop.getByRole("link", { name: "Go to your conversations" }).click();
      await expect(new ChatScreen(laptop).sidebar).toContainText("Carried across", { timeout: 30_000 });

      await latecomer.goto(link);
      await latecomer.getByRole("button", { name: "Use my data in this browser" }).click();
      await expect(latecomer.getByRole("alert")).toContainText("already been used or has expired");
    } finally {
      await laptop.context().close();
      await latecomer.context().close();
    }
  });

  test("delete all my data asks first, then removes everything of the visitor's", async ({
    page,
    request,
  }) => {
    await createConversation(request, "To forget");
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Your data" }).click();
    await expect(page.getByRole("heading", { name: "Your data", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Delete all my data" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("This cannot be undone.");
    await dialog.getByRole("button", { name: "Delete everything" }).click();
    await expect(page.getByTestId("deleted-summary")).toHaveText(
      "Deleted 1 conversation, 0 materials and 0 debates.",
    );
    const list = await (await request.get("/api/conversations")).json();
    expect(list.items).toEqual([]);
  });

  test("the sidebar loads older conversations as it scrolls", async ({ page, request }) => {
    for (let i = 1; i <= 35; i++) await createConversation(request, `Question ${String(i).padStart(2, "0")}`);
    const chat = new ChatScreen(page);
    await page.goto("/chat");
    await expect(chat.conversationItems).toHaveCount(30, { timeout: 30_000 });
    await expect(chat.sidebar).not.toContainText("Question 01");
    await chat.sidebar.getByTestId("load-more-conversations").scrollIntoViewIfNeeded();
    await expect(chat.conversationItems).toHaveCount(35);
    await expect(chat.sidebar).toContainText("Question 01");
    await expect(chat.sidebar.getByTestId("load-more-conversations")).toHaveCount(0);
  });

  test("the pages pass axe at desktop and at 390 px", async ({ page }) => {
    const link = await makeTransferLink(page);
    await settleAnimations(page);
    await expectAccessible(page, "/your-data (desktop)");
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(page.getByTestId("visitor-code")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await page.getByRole("button", { name: "Make a one-time link" }).click();
    await expect(page.getByLabel(/Your one-time link/)).toBeVisible();
    await settleAnimations(page);
    await expectAccessible(page, "/your-data (mobile)");
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole("button", { name: "Use my data in this browser" })).toBeVisible();
    await settleAnimations(page);
    await expectAccessible(page, "/your-data/receive (mobile)");
  });
});
