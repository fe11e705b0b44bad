import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

const CONVERSATION_URL = /\/chat\/[0-9a-f-]{36}$/;

/** The chat screen as a learner uses it. */
export class ChatScreen {
  constructor(readonly page: Page) {}

  get input(): Locator {
    return this.page.getByLabel("Your question for Saint Thomas Aquinas");
  }
  get sendButton(): Locator {
    return this.page.getByRole("button", { name: "Send message" });
  }
  get sidebar(): Locator {
    return this.page.getByRole("complementary", { name: "Conversations" });
  }
  get sourcesPanel(): Locator {
    return this.page.getByRole("complementary", { name: "Source Materials" });
  }
  get userMessages(): Locator {
    return this.page.getByTestId("user-message");
  }
  get replies(): Locator {
    return this.page.getByTestId("assistant-message");
  }
  get conversationItems(): Locator {
    return this.sidebar.getByTestId("conversation-item");
  }
  get passageDialog(): Locator {
    return this.page.getByTestId("passage-dialog");
  }
  get announcer(): Locator {
    return this.page.getByTestId("reply-announcer");
  }

  async open(path = "/chat"): Promise<void> {
    await this.page.goto(path);
    await expect(this.input).toBeVisible();
  }

  /** Waits until the address names a conversation and returns its id. */
  async conversationId(): Promise<string> {
    await expect(this.page).toHaveURL(CONVERSATION_URL);
    return new URL(this.page.url()).pathname.split("/").at(-1) ?? "";
  }

  /** Asks a question and waits for the finished reply; returns that reply. */
  async ask(question: string, { timeout = 30_000, keyboard = false } = {}): Promise<Locator> {
    const before = await this.replies.count();
    await this.input.fill(question);
    if (keyboard) await this.input.press("ControlOrMeta+Enter");
    else await this.sendButton.click();
    await expect(this.replies).toHaveCount(before + 1, { timeout });
    const reply = this.replies.nth(before);
    await expect(reply.getByText(/primary sources? cited/)).toBeVisible({ timeout });
    return reply;
  }

  async chooseLevel(label: string): Promise<void> {
    await this.page.getByLabel("Education Level").click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  async openSuggestions(): Promise<Locator> {
    const toggle = this.page.getByRole("button", { name: "Suggested Questions" });
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    return this.page.getByTestId("suggestion");
  }
}

/** Removes the visitor's conversations (the first page: a test makes few), so it starts as a newcomer would. */
export async function deleteAllConversations(request: APIRequestContext): Promise<void> {
  const res = await request.get("/api/conversations");
  const list = ((await res.json()) as { items: { id: string }[] }).items;
  for (const c of list) await request.delete(`/api/conversations/${c.id}`);
}

export async function createConversation(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post("/api/conversations", { data: { title } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
