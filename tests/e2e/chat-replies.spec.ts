import fs from "node:fs/promises";
import { ChatScreen, createConversation } from "./support/chat-page";
import { expect, expectAccessible, test } from "./support/test";

const QUESTION = "Can reason prove that God exists?";

test.describe("replies from Saint Thomas", () => {
  test("a cited reply whose citation opens English and Latin of ST I, q. 2, a. 3", async ({
    page,
    request,
  }) => {
    const id = await createConversation(request, "Five ways");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    // Record every text the screen-reader announcer takes while the reply arrives.
    await chat.announcer.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { announced: string[] }).announced = seen;
      new MutationObserver(() => {
        const text = el.textContent ?? "";
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(el, { childList: true, characterData: true, subtree: true });
    });
    const reply = await chat.ask(QUESTION);
    // The announcement that he has replied may follow the reply's last line by a moment: waited for, not raced.
    const recorded = () => page.evaluate(() => (window as unknown as { announced: string[] }).announced);
    await expect.poll(async () => (await recorded()).length).toBe(2);
    const announced = await recorded();
    expect(announced[0]).toBe("Saint Thomas Aquinas is replying.");
    expect(announced[1]).toMatch(/^Saint Thomas Aquinas has replied, citing [1-9]\d* primary sources?\.$/);
    await expect(reply.getByRole("heading", { name: "Primary Sources" })).toBeVisible();
    await expect(reply.getByText(/[1-9]\d* primary sources? cited/)).toBeVisible();

    const citation = reply
      .getByTestId("citation")
      .filter({ hasText: /ST I, q\. 2, a\. 3/ })
      .first();
    await citation.click();
    const dialog = chat.passageDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: /ST I, q\. 2, a\. 3/ })).toBeVisible();
    await expect(dialog.getByTestId("passage-english")).toContainText(/\w{4,}/);
    await expect(dialog.getByTestId("passage-english")).not.toContainText("Latin only");
    await expect(dialog.getByTestId("passage-latin")).toContainText(/Deus|Deum|Dei|esse/);
    await page.keyboard.press("Escape");

    // The sources panel lists what was cited, grouped by work.
    await expect(chat.sourcesPanel.getByTestId("source-card").first()).toBeVisible();
    await expect(chat.sourcesPanel.getByRole("region", { name: "Summa Theologiae" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "chat with a reply (desktop)");
  });

  test("changing the level changes the next reply", async ({ page, request }) => {
    const id = await createConversation(request, "Levels");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.chooseLevel("Elementary");
    const simple = (await (await chat.ask(QUESTION)).textContent()) ?? "";
    await chat.chooseLevel("Scholar");
    // ⌘/Ctrl+Enter sends as the button does.
    const learned = (await (await chat.ask(QUESTION, { keyboard: true })).textContent()) ?? "";
    expect(learned).not.toEqual(simple);
    expect(learned.length).toBeGreaterThan(simple.length);
  });

  test("Dumb Ox adds a simpler reply, and is absent at elementary level", async ({ page, request }) => {
    const id = await createConversation(request, "Dumb Ox");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.chooseLevel("College");
    const dumbOx = page.getByTestId("dumb-ox");
    await expect(dumbOx).toHaveCount(0);
    const send = page.getByRole("button", { name: "Send message" });
    const sendBefore = await send.boundingBox();
    await chat.ask(QUESTION);
    await expect(dumbOx).toBeVisible();
    // It comes between the box and Send: Send stays where the learner's pointer left it.
    expect((await send.boundingBox())?.x).toBe(sendBefore?.x);
    const oxBox = await dumbOx.boundingBox();
    expect((oxBox?.x ?? 0) + (oxBox?.width ?? 0)).toBeLessThanOrEqual(sendBefore?.x ?? 0);
    await dumbOx.click();
    await expect(chat.replies).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByText("I've provided a simpler explanation below.", { exact: true })).toBeVisible();
    await chat.chooseLevel("Elementary");
    await expect(dumbOx).toHaveCount(0);
  });

  test("export downloads a text file with the bibliography", async ({ page, request }) => {
    const id = await createConversation(request, "Export: God?");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.ask(QUESTION);
    const downloading = page.waitForEvent("download");
    await chat.sourcesPanel.getByRole("button", { name: "Export Conversation" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9_-]+_\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await fs.readFile((await download.path()) ?? "", "utf8");
    expect(text).toContain("CONVERSATION");
    expect(text).toContain(QUESTION);
    expect(text).toContain("BIBLIOGRAPHY");
    expect(text).toMatch(/BIBLIOGRAPHY[\s\S]*ST I, q\. 2, a\. 3/);
  });

  test("clear chat empties the conversation after confirmation", async ({ page, request }) => {
    const id = await createConversation(request, "Clear me");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.ask(QUESTION);
    await page.getByRole("button", { name: "Clear chat" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear chat" }).click();
    await expect(page.getByTestId("welcome")).toBeVisible();
    await expect(chat.replies).toHaveCount(0);
    const messages = await (await request.get(`/api/conversations/${id}/messages`)).json();
    expect(messages).toEqual([]);
  });

  test("follow-up suggestions follow the conversation and the panel folds on each reply", async ({
    page,
    request,
  }) => {
    const id = await createConversation(request, "Follow-ups");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.openSuggestions();
    await chat.ask(QUESTION);
    await expect(page.getByRole("button", { name: "Suggested Questions" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    const suggestions = await chat.openSuggestions();
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
  });
});
