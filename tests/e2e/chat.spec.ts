import { ChatScreen, createConversation, deleteAllConversations } from "./support/chat-page";
import { expect, expectAccessible, test } from "./support/test";

test.describe("chat screen", () => {
  test("a new visitor on /chat gets a conversation automatically", async ({ page, request }) => {
    await deleteAllConversations(request);
    const chat = new ChatScreen(page);
    await chat.open("/chat");
    const id = await chat.conversationId();
    await expect(chat.conversationItems).toHaveCount(1);
    await expect(chat.conversationItems.first()).toContainText("New Conversation");
    await expect(chat.conversationItems.first()).toContainText("Just now");
    await expect(page.getByTestId("welcome")).toContainText("Based on: General Introduction");
    const list = await (await request.get("/api/conversations")).json();
    expect(list.items.map((c: { id: string }) => c.id)).toEqual([id]);
  });

  test("a question carried in the address waits in the box, unsent", async ({ page, request }) => {
    await deleteAllConversations(request);
    const chat = new ChatScreen(page);
    await chat.open(`/chat?q=${encodeURIComponent("What is the natural law?")}`);
    await chat.conversationId();
    await expect(chat.input).toHaveValue("What is the natural law?");
    await expect(chat.userMessages).toHaveCount(0);
  });

  test("Show Original Latin is disabled when Latin is the primary language", async ({ page, request }) => {
    const id = await createConversation(request, "Language");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await page.getByRole("button", { name: "Language: English" }).click();
    const latin = page.getByRole("switch", { name: "Show Original Latin" });
    await expect(latin).toBeEnabled();
    await expect(latin).toBeChecked();
    await page.getByLabel("Primary language").click();
    await page.getByRole("option", { name: "Latin (Original)" }).click();
    await expect(latin).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Show translations" })).toBeEnabled();
  });

  test("search filters the conversation list by title", async ({ page, request }) => {
    await deleteAllConversations(request);
    await createConversation(request, "The Five Ways");
    await createConversation(request, "Natural Law and Conscience");
    await createConversation(request, "On the Soul");
    const chat = new ChatScreen(page);
    await chat.open("/chat");
    await expect(chat.conversationItems).toHaveCount(3);
    const search = page.getByLabel("Search conversations");
    await search.fill("LAW");
    await expect(chat.conversationItems).toHaveCount(1);
    await expect(chat.conversationItems.first()).toContainText("Natural Law and Conscience");
    await search.fill("grace");
    await expect(chat.conversationItems).toHaveCount(0);
    await expect(chat.sidebar).toContainText('No conversations match "grace"');
    await search.fill("   ");
    await expect(chat.conversationItems).toHaveCount(3);
  });

  test("selecting a conversation updates the address", async ({ page, request }) => {
    await deleteAllConversations(request);
    await createConversation(request, "First question");
    const second = await createConversation(request, "Second question");
    const chat = new ChatScreen(page);
    await chat.open("/chat");
    await chat.sidebar.getByRole("link", { name: /Second question/ }).click();
    await expect(page).toHaveURL(`/chat/${second}`);
    await expect(chat.sidebar.getByRole("link", { name: /Second question/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("deleting a conversation asks first, then returns to the home page", async ({ page, request }) => {
    await deleteAllConversations(request);
    const id = await createConversation(request, "To be deleted");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.sidebar.getByRole("button", { name: "Delete conversation: To be deleted" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Delete this conversation?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`/chat/${id}`);
    await chat.sidebar.getByRole("button", { name: "Delete conversation: To be deleted" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Conversation deleted", { exact: true })).toBeVisible();
    expect((await request.get(`/api/conversations/${id}`)).status()).toBe(404);
  });

  test("a suggestion goes into the box unsent and the box is focused", async ({ page, request }) => {
    const id = await createConversation(request, "Suggestions");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    const toggle = page.getByRole("button", { name: "Suggested Questions" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const suggestions = await chat.openSuggestions();
    const count = await suggestions.count();
    expect(count === 3 || count === 4).toBe(true);
    const question = (await suggestions.first().textContent()) ?? "";
    await suggestions.first().click();
    await expect(chat.input).toHaveValue(question);
    await expect(chat.input).toBeFocused();
    await expect(chat.userMessages).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("angelicus.usedSuggestions"))).toContain(question);
  });

  test("the text size survives a reload, and its ends disable their buttons", async ({ page, request }) => {
    const id = await createConversation(request, "Text size");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    const label = page.getByTestId("text-size-label");
    const larger = page.getByRole("button", { name: "Increase text size" });
    const smaller = page.getByRole("button", { name: "Decrease text size" });
    await expect(label).toHaveText("Medium");
    await larger.click();
    await expect(label).toHaveText("Large");
    await expect(page.getByTestId("welcome").locator(".reading-large")).toHaveCount(1);
    await page.reload();
    await expect(label).toHaveText("Large");
    await larger.click();
    await expect(larger).toBeDisabled();
    await smaller.click();
    await smaller.click();
    await smaller.click();
    await expect(label).toHaveText("Small");
    await expect(smaller).toBeDisabled();
  });

  test.describe("when the server cannot be reached", () => {
    // A fixture option given as an array needs the [value, options] form.
    test.use({
      allowConsoleErrors: [[/Failed to load resource/, /ERR_CONNECTION_REFUSED/], { scope: "test" }],
    });

    test("a send restores the typed text and shows the toast", async ({ page, request }) => {
      const id = await createConversation(request, "Offline");
      const chat = new ChatScreen(page);
      await chat.open(`/chat/${id}`);
      await page.route("**/api/**", (route) => route.abort("connectionrefused"));
      await chat.input.fill("Is the soul immortal?");
      await chat.sendButton.click();
      await expect(
        page.getByText("Failed to send message. Please try again.", { exact: true }),
      ).toBeVisible();
      await expect(chat.input).toHaveValue("Is the soul immortal?");
      await expect(chat.userMessages).toHaveCount(0);
      await expect(chat.sendButton).toBeEnabled();
    });
  });

  test("send is disabled while the box is blank", async ({ page, request }) => {
    const id = await createConversation(request, "Blank");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await expect(chat.sendButton).toBeDisabled();
    await chat.input.fill("   \n  ");
    await expect(chat.sendButton).toBeDisabled();
    await chat.input.fill("Why?");
    await expect(chat.sendButton).toBeEnabled();
  });

  test("the empty chat page passes axe at desktop size", async ({ page, request }) => {
    const id = await createConversation(request, "Accessibility");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "chat (desktop)");
    await chat.openSuggestions();
    await expectAccessible(page, "chat with suggestions (desktop)");
  });
});
