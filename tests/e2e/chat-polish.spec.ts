import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { settleAnimations } from "./animations";
import { axeViolations } from "./support/axe";
import { ChatScreen, createConversation } from "./support/chat-page";
import { expect as baseExpect, MOBILE, test } from "./support/test";

// Each of these walks several states of one screen; a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const NATURAL_LAW = "What are the precepts of the natural law?";
const NOT_A_CONVERSATION = "00000000-0000-4000-8000-000000000000";

/** Stricter than the shared check: no violation of any impact. */
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const found = (await axeViolations(page)).map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3)}`);
  expect(found, `axe violations: ${label}`).toEqual([]);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "";
  });

test.describe("the chat screen as a teacher uses it", () => {
  test("his cross-references read as written and open the article they name; copy, export and suggestions follow", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const id = await createConversation(request, "Natural law");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.chooseLevel("Scholar");
    const reply = await chat.ask(NATURAL_LAW, { timeout: 60_000 });

    // ST I-II, q. 94, a. 2, co.: "As stated above (Question [91], Article [3]), the precepts …"
    const quotation = reply.locator("blockquote", { hasText: "the precepts of the natural law are to the" });
    await expect(quotation).toContainText("As stated above (Question [91], Article [3]), the precepts");
    const xref = quotation.getByTestId("cross-reference");
    await expect(xref).toHaveText("Question [91], Article [3]");
    await expect(xref).toHaveAttribute("href", "/read/st/I-II/q91/a3");
    // Every cross-reference of the reply opens an article of the Summa's reader, none is left mangled.
    const hrefs = await reply
      .getByTestId("cross-reference")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/read\/st\/I-II\/q\d+\/a\d+$/);
    await expect(reply).not.toContainText("(Article )");
    await expect(reply).not.toContainText("Question ,");

    // Copy: plain text, quotation in quotation marks with its reference after, then the sources.
    await reply.hover();
    await reply.getByRole("button", { name: "Message actions" }).click();
    await page.getByRole("menuitem", { name: "Copy Message" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toMatch(/\*\*|^>|^#/m);
    expect(copied).toContain(
      "“I answer that, As stated above (Question [91], Article [3]), the precepts of the natural law are to the practical reason",
    );
    expect(copied).toMatch(/because both are self-evident principles\.” \(ST I-II, q\. 94, a\. 2, co\.\)/);
    expect(copied).toMatch(/\nSources:\n1\. ST I-II, q\. \d+, a\. \d+, [^\n]+ — Summa Theologiae, /);
    expect(copied).toMatch(
      /obj\. 1 — Summa Theologiae, [^\n]*\(an objection: the view Aquinas answers, not his own\)/,
    );

    // Export: the .txt is clean, the .md beside it keeps the marks; both end with the bibliography.
    const sources = chat.sourcesPanel;
    let downloading = page.waitForEvent("download");
    await sources.getByRole("button", { name: "Export Conversation" }).click();
    const txt = await fs.readFile((await (await downloading).path()) ?? "", "utf8");
    expect(txt).not.toMatch(/\*\*|^> /m);
    expect(txt).toMatch(
      /“I answer that, As stated above \(Question \[91\], Article \[3\]\)[^\n]*” \(ST I-II, q\. 94, a\. 2, co\.\)/,
    );
    expect(txt).toMatch(/BIBLIOGRAPHY[\s\S]*ST I-II, q\. 94, a\. 2, co\./);
    downloading = page.waitForEvent("download");
    await sources.getByRole("button", { name: "Export as Markdown (.md)" }).click();
    const md = await downloading;
    expect(md.suggestedFilename()).toMatch(/^Natural_law_\d{4}-\d{2}-\d{2}\.md$/);
    const markdown = await fs.readFile((await md.path()) ?? "", "utf8");
    expect(markdown).toMatch(/^# Natural law$/m);
    expect(markdown).toMatch(/^> “I answer that, As stated above \(Question \[91\], Article \[3\]\)/m);
    expect(markdown).toMatch(/## Bibliography\n\n1\. ST I-II, q\. \d+, a\. \d+, [^\n]+ — Summa Theologiae/);

    // Suggestions come from the articles just cited, stay the same after a reload, move on with refresh.
    const fromServer = async (round: number) =>
      ((await (await request.get(`/api/conversations/${id}/suggestions?round=${round}`)).json()) as {
        questions: string[];
        articles: string[];
      }) ?? { questions: [], articles: [] };
    const first = await fromServer(0);
    expect(first.articles).toContain("ST I-II, q. 94, a. 2");
    expect(first.questions).toHaveLength(4);
    expect(first.questions).not.toContain(NATURAL_LAW);
    let shown = await chat.openSuggestions();
    await expect(shown).toHaveText(first.questions);
    await page.reload();
    await expect(chat.replies).toHaveCount(1, { timeout: 30_000 });
    shown = await chat.openSuggestions();
    await expect(shown).toHaveText(first.questions);
    await page.getByRole("button", { name: "Refresh suggestions" }).click();
    const second = await fromServer(1);
    await expect(shown).toHaveText(second.questions);
    expect(second.questions).not.toEqual(first.questions);

    // At 390 px the link is there too; it opens the reader at the article it names.
    await page.setViewportSize(MOBILE);
    const link = chat.replies
      .first()
      .getByRole("link", { name: /^Question \[91\], Article \[3\]: ST I-II, q\. 91, a\. 3$/ });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/read\/st\/I-II\/q91\/a3$/);
    await expect(page).toHaveTitle(/ST I-II, q\. 91, a\. 3/);
  });

  test.describe("a conversation that no longer exists", () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("says so, keeps the typed question and starts a new conversation with it (desktop and 390 px)", async ({
      page,
      request,
    }) => {
      const chat = new ChatScreen(page);
      for (const viewport of [null, MOBILE]) {
        if (viewport) await page.setViewportSize(viewport);
        const id = await createConversation(request, "Soon deleted");
        await chat.open(`/chat/${id}`);
        await chat.input.fill("Is the soul immortal?");
        await request.delete(`/api/conversations/${id}`);
        await chat.sendButton.click();
        const gone = page.getByTestId("conversation-gone");
        await expect(gone.getByRole("heading", { name: "This conversation no longer exists" })).toBeVisible();
        await expect(chat.input).toHaveValue("Is the soul immortal?");
        await expect(page.getByText("Please try again")).toHaveCount(0);
        await expectNoAxeViolations(page, `deleted conversation ${viewport ? "390 px" : "desktop"}`);
        await gone.getByRole("button", { name: "Start a new conversation" }).click();
        await expect(page).not.toHaveURL(new RegExp(id));
        const next = await chat.conversationId();
        expect(next).not.toBe(id);
        await expect(gone).toHaveCount(0);
        await expect(chat.input).toHaveValue("Is the soul immortal?");
      }
      // An address that never named a conversation says the same from the start, in the tab's title too.
      await page.goto(`/chat/${NOT_A_CONVERSATION}`);
      await expect(page.getByTestId("conversation-gone")).toBeVisible();
      await expect(page).toHaveTitle("Conversation not found · Angelicus");
    });
  });

  test.describe("failed replies", () => {
    // The browser logs the 502 of the failed request; the page handles it.
    test.use({ allowConsoleErrors: [/status of 502/] });
    test("a failed reply shows the server's own message and keeps the text in the box", async ({
      page,
      request,
    }) => {
      const id = await createConversation(request, "Engine down");
      const chat = new ChatScreen(page);
      await chat.open(`/chat/${id}`);
      // The answer engine's failures as the server reports them: a 502 before the stream, a 504 inside it.
      const failures = [
        {
          status: 502,
          contentType: "application/json",
          body: JSON.stringify({
            message: "The model service failed to answer. Please ask again in a moment.",
            code: "upstream_failed",
            content: "Why is there evil?",
          }),
        },
        {
          status: 200,
          contentType: "text/event-stream",
          body: `data: ${JSON.stringify({
            type: "error",
            status: 504,
            code: "upstream_timeout",
            message: "I took too long to find my words. Please ask again in a moment.",
            content: "Why is there evil?",
          })}\n\n`,
        },
      ];
      for (const failure of failures) {
        await page.route(`**/api/conversations/${id}/messages`, (route) =>
          route.request().method() === "POST" ? route.fulfill(failure) : route.fallback(),
        );
        await chat.input.fill("Why is there evil?");
        await chat.sendButton.click();
        const message =
          failure.status === 502 ? "The model service failed" : "I took too long to find my words";
        await expect(page.getByText(new RegExp(message)).first()).toBeVisible();
        await expect(page.getByText("Failed to send message")).toHaveCount(0);
        await expect(chat.input).toHaveValue("Why is there evil?");
        await expect(chat.userMessages).toHaveCount(0);
        await page.unroute(`**/api/conversations/${id}/messages`);
      }
    });
  });

  test("keyboard and screen readers: skip links, one tab stop for the conversations, focus back to the opener, named popover", async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    for (const title of ["Keyboard one", "Keyboard two"])
      await createConversation(request, `${title} ${run}`);
    const id = await createConversation(request, `Keyboard three ${run}`);
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await expect(page).toHaveTitle(`Keyboard three ${run} · Chat · Angelicus`);

    // The first Tab reaches the skip links; the second goes straight to the question box.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to your question" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(chat.input).toBeFocused();

    // The conversation list is one tab stop; the arrow keys move inside it.
    const links = chat.conversationItems.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const tabbable = await links.evaluateAll((all) => all.filter((a) => a.tabIndex === 0).length);
    expect(tabbable).toBe(1);
    const current = chat.conversationItems.filter({ hasText: `Keyboard three ${run}` }).getByRole("link");
    await current.focus();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(
      chat.conversationItems.nth(1).getByRole("button", { name: /^Delete conversation/ }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest("[data-testid=conversation-item]")),
    ).toBeNull();

    // From the top of the page, without the skip links, the question box is a short walk.
    await page.goto(`/chat/${id}`);
    await expect(chat.input).toBeVisible();
    let presses = 0;
    while (presses < 60 && !(await chat.input.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press("Tab");
      presses++;
    }
    test.info().annotations.push({ type: "tab presses to the question box", description: String(presses) });
    expect(presses).toBeLessThanOrEqual(35);

    // The language popover has a name, passes axe open, and gives focus back to its button.
    const language = page.getByRole("button", { name: /^Language:/ });
    await language.click();
    await expect(page.getByRole("dialog", { name: "Language settings" })).toBeVisible();
    await expectNoAxeViolations(page, "language popover open");
    await page.keyboard.press("Escape");
    await expect(language).toBeFocused();

    // A dialog gives focus back to the control that opened it.
    const compare = page.getByRole("button", { name: "Compare" });
    await compare.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "comparison dialog open");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(compare).toBeFocused();

    // With a reply: a citation's passage and the materials dialog opened from the reply's menu.
    const reply = await chat.ask("Can reason prove that God exists?", { timeout: 60_000 });
    await expect(reply.getByRole("heading", { level: 2, name: "Saint Thomas Aquinas" })).toBeVisible();
    const citation = reply.getByTestId("citation").first();
    await citation.focus();
    await page.keyboard.press("Enter");
    await expect(chat.passageDialog).toBeVisible();
    await expectNoAxeViolations(page, "passage dialog open");
    await page.keyboard.press("Escape");
    await expect(citation).toBeFocused();

    const actions = reply.getByRole("button", { name: "Message actions" });
    await actions.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Create Study Materials" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "study materials dialog open");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await focusedName(page)).toBe("Message actions");
    await expectNoAxeViolations(page, "chat with a reply");
  });

  test("at 1024 px the sources panel slides in, leaving the reply a readable measure; at 1440 px it docks", async ({
    page,
    request,
  }) => {
    const id = await createConversation(request, "Layout");
    const asked = await request.post(`/api/conversations/${id}/messages`, {
      data: { content: "Can reason prove that God exists?" },
    });
    expect(asked.status()).toBe(201);
    await page.setViewportSize({ width: 1024, height: 768 });
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await expect(chat.replies).toHaveCount(1);
    const panel = page.getByTestId("sources-panel");
    await expect(panel).toHaveAttribute("data-open", "false");
    const mainWidth = await page.locator("main#main").evaluate((el) => el.getBoundingClientRect().width);
    expect(mainWidth).toBeGreaterThanOrEqual(640);
    await page.getByRole("button", { name: /^Sources: \d+ referenced$/ }).click();
    await expect(panel).toHaveAttribute("data-open", "true");
    await expect(chat.sourcesPanel.getByRole("button", { name: "Close sources" })).toBeVisible();
    await expectNoAxeViolations(page, "sources slid in at 1024 px");

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(panel).toHaveAttribute("data-open", "true");
    await expect(chat.sourcesPanel.getByRole("button", { name: "Close sources" })).toHaveCount(0);

    // His whole name stands in the header at every width, the buttons giving up their words first.
    const name = page.getByRole("heading", { level: 1, name: "Saint Thomas Aquinas" });
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole("button", { name: "Study Materials" })).toBeVisible();
      // The layout follows the resize a frame or two later (the panel docks or undocks on a media query).
      await expect
        .poll(() => name.evaluate((el) => el.scrollWidth - el.clientWidth), {
          message: `the name is cut at ${width} px`,
        })
        .toBeLessThanOrEqual(0);
    }
  });

  test.describe("titles and status", () => {
    // The browser logs the 404 of the unknown page's document; the page handles it.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("every route has its own title and an unknown path is a 404 from the server", async ({ page }) => {
      const titles = new Map<string, string>();
      for (const path of ["/", "/chat", "/timeline", "/materials", "/debates", "/read"]) {
        await page.goto(path);
        await expect(page.getByRole("main")).toBeVisible();
        await expect.poll(() => page.title()).not.toBe("");
        titles.set(path, await page.title());
      }
      expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size);
      expect(titles.get("/chat")).toBe("Chat with Saint Thomas Aquinas · Angelicus");

      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await expect(page).toHaveTitle("404 Page Not Found");
      const chatPage = await page.goto("/chat");
      expect(chatPage?.status()).toBe(200);
    });
  });
});
