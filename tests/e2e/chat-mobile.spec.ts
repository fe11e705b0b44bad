import { settleAnimations } from "./animations";
import { ChatScreen, createConversation } from "./support/chat-page";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

test.use({ viewport: MOBILE });

async function inView(page: import("@playwright/test").Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.right > 1 && box.left < window.innerWidth - 1 && getComputedStyle(el).visibility === "visible";
  });
}

test.describe("chat at 390 × 844", () => {
  test("the sidebar slides in from the left and the overlay closes it", async ({ page, request }) => {
    const id = await createConversation(request, "Mobile sidebar");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    expect(await inView(page, "chat-sidebar")).toBe(false);
    await page.getByRole("button", { name: "Open conversations" }).click();
    await expect.poll(() => inView(page, "chat-sidebar")).toBe(true);
    await expect(chat.sidebar.getByRole("button", { name: "New Conversation" })).toBeVisible();
    await page.getByTestId("panel-overlay").click({ position: { x: 370, y: 400 } });
    await expect.poll(() => inView(page, "chat-sidebar")).toBe(false);
    // The close button works too.
    await page.getByRole("button", { name: "Open conversations" }).click();
    await chat.sidebar.getByRole("button", { name: "Close conversations" }).click();
    await expect.poll(() => inView(page, "chat-sidebar")).toBe(false);
  });

  test("the sources badge appears with citations and its panel slides in from the right", async ({
    page,
    request,
  }) => {
    const id = await createConversation(request, "Mobile sources");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await expect(page.getByTestId("source-count")).toHaveCount(0);
    await chat.ask("Can reason prove that God exists?");
    const badge = page.getByTestId("source-count");
    await expect(badge).toHaveText(/^[1-9]\d*$/);
    // With the badge shown, his whole name and his dates still stand in the header, and so do the selectors' values.
    for (const text of [page.getByRole("heading", { level: 1 }), page.getByText("1225–1274")]) {
      const [shown, needed] = await text.evaluate((el) => [el.clientWidth, el.scrollWidth]);
      expect(shown, (await text.textContent()) ?? "").toBeGreaterThanOrEqual(needed as number);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saint Thomas Aquinas");
    for (const testId of ["level-select", "style-select"]) {
      const value = page.getByTestId(testId).locator("span").first();
      const [shown, needed] = await value.evaluate((el) => [el.clientWidth, el.scrollWidth]);
      expect(shown, `${testId}: ${await value.textContent()}`).toBeGreaterThanOrEqual(needed as number);
    }
    expect(await inView(page, "sources-panel")).toBe(false);
    await page.getByRole("button", { name: /^Sources:/ }).click();
    await expect.poll(() => inView(page, "sources-panel")).toBe(true);
    await page.getByTestId("panel-overlay").click({ position: { x: 15, y: 400 } });
    await expect.poll(() => inView(page, "sources-panel")).toBe(false);
  });

  test("the chat page passes axe at mobile size, with the sidebar open too", async ({ page, request }) => {
    const id = await createConversation(request, "Mobile axe");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await page.waitForLoadState("networkidle");
    await settleAnimations(page);
    await expectAccessible(page, "chat (mobile)");
    await page.getByRole("button", { name: "Open conversations" }).click();
    await expect.poll(() => inView(page, "chat-sidebar")).toBe(true);
    await settleAnimations(page);
    await expectAccessible(page, "chat with sidebar (mobile)");
  });

  test("the input starts one row high with 16 px text", async ({ page, request }) => {
    const id = await createConversation(request, "Mobile input");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await expect(chat.input).toHaveAttribute("rows", "1");
    expect(await chat.input.evaluate((el) => getComputedStyle(el).fontSize)).toBe("16px");
    await chat.input.fill(Array.from({ length: 20 }, (_, i) => `line ${i}`).join("\n"));
    expect(await chat.input.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(160);
  });
});
