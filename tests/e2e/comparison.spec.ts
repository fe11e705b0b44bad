import { settleAnimations } from "./animations";
import { ChatScreen, createConversation } from "./support/chat-page";
import { ComparisonDialogScreen } from "./support/comparison-dialog";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

test.describe("scholastic comparison from the chat header", () => {
  test("compares Aquinas with Anselm, quoting both, and adds the result to the chat", async ({
    page,
    request,
  }) => {
    // Axe over the long result takes a while on a busy machine.
    test.setTimeout(120_000);
    const id = await createConversation(request, "Comparison");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    // The comparison starts at college level whatever the chat's level (§9).
    await chat.chooseLevel("High School");
    const compare = new ComparisonDialogScreen(page);
    await compare.open();
    // No conversation yet: no toggle, and nothing to generate until a philosopher is chosen.
    await expect(compare.useConversation).toHaveCount(0);
    await expect(compare.generateButton).toBeDisabled();
    await compare.choosePhilosopher("Anselm of Canterbury");
    await expect(compare.dialog.getByTestId("philosopher-info")).toContainText("Proslogion");
    await compare.topic.fill("Can the existence of God be proved?");
    await expect(compare.dialog.getByTestId("comparison-level")).toHaveText("College");

    // The request is held until the generating state has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/comparison/generate", async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest("**/api/comparison/generate");
    await compare.generateButton.click();
    await expect(compare.dialog.getByTestId("comparison-progress")).toContainText("15 to 30 seconds");
    await expect(compare.generateButton).toBeDisabled();
    release();
    const body = (await sent).postDataJSON();
    expect(body).toEqual({
      philosopher: "anselm",
      topic: "Can the existence of God be proved?",
      educationLevel: "college",
    });

    await expect(compare.result).toBeVisible({ timeout: 15_000 });
    await expect(compare.dialog.getByTestId("comparison-success")).toBeVisible();
    await expect(compare.dialog.getByTestId("aquinas-position")).toContainText("(ST I, q. 2, a. 1, co.)");
    await expect(compare.dialog.getByTestId("philosopher-position")).toContainText(
      "“God cannot be conceived not to exist.” (Anselm of Canterbury, Proslogium, Chapter III)",
    );
    await expect(compare.dialog.getByTestId("philosopher-quoted")).toHaveText(/own words quoted/);
    // His passages quoted open the reader at their place; the other thinker's are not in the reader.
    await expect(
      compare.result.getByTestId("citation-reader-link").filter({ hasText: "ST I, q. 2, a. 1, co." }).first(),
    ).toHaveAttribute("href", /^\/read\/st\/I\/q2\/a1(\?q=[^#]+)?#co$/);
    await expect(compare.dialog.getByText("Key differences")).toBeVisible();
    // The result is scrolled into view, and the banner goes after five seconds.
    await expect(compare.dialog.getByRole("heading", { name: "Aquinas' position" })).toBeInViewport();
    await settleAnimations(page);
    await expectAccessible(page, "comparison result");
    await expect(compare.dialog.getByTestId("comparison-success")).toBeHidden({ timeout: 7_000 });

    await compare.dialog.getByTestId("add-comparison-to-chat").click();
    await expect(compare.dialog).toBeHidden();
    await expect(chat.replies).toHaveCount(1);
    await expect(chat.replies.first()).toContainText("Aquinas and Anselm of Canterbury");
    await expect(chat.replies.first()).toContainText("God cannot be conceived not to exist.");
  });

  test("uses the conversation as context: the toggle prefills and restores the topic", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await createConversation(request, "Comparison with context");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.ask("Is evil just the absence of good?");
    const compare = new ComparisonDialogScreen(page);
    await compare.open();
    await expect(compare.useConversation).toBeChecked();
    await expect(compare.topic).toHaveValue("");

    await compare.useConversation.click();
    await compare.topic.fill("free will");
    await compare.useConversation.click();
    const prefill = await compare.topic.inputValue();
    expect(prefill.length).toBeGreaterThan(0);
    expect(prefill.length).toBeLessThanOrEqual(200);
    await compare.useConversation.click();
    await expect(compare.topic).toHaveValue("free will");

    // On again, topic left empty: the conversation is the topic.
    await compare.useConversation.click();
    await compare.topic.fill("");
    await compare.choosePhilosopher("Augustine of Hippo");
    await compare.chooseLevel("High School");
    const sent = page.waitForRequest("**/api/comparison/generate");
    await compare.generateButton.click();
    const body = (await sent).postDataJSON();
    expect(body.topic).toBe("Current conversation topics and themes");
    expect(body.educationLevel).toBe("high");
    // §5: the last 2000 characters of the conversation as "role: content" lines.
    const messages = (await (await request.get(`/api/conversations/${id}/messages`)).json()) as {
      role: string;
      content: string;
    }[];
    const lines = messages.map((m) => `${m.role}: ${m.content}`).join("\n");
    expect(lines).toMatch(/^user: Is evil just the absence of good\?\nassistant: /);
    expect(body.context).toBe(lines.slice(-2000));
    await expect(compare.result).toBeVisible();
    await expect(compare.dialog.getByTestId("aquinas-position")).toContainText("ST I, q. 48, a. 1");
    await expect(compare.dialog.getByTestId("philosopher-position")).toContainText(
      "Augustine, Enchiridion 11",
    );
  });

  test.describe("when the server fails", () => {
    test.use({ allowConsoleErrors: [/status of 500/] });
    test("shows the error box", async ({ page, request }) => {
      const id = await createConversation(request, "Comparison failure");
      const chat = new ChatScreen(page);
      await chat.open(`/chat/${id}`);
      await page.route("**/api/comparison/generate", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
      );
      const compare = new ComparisonDialogScreen(page);
      await compare.open();
      await compare.choosePhilosopher("Boethius");
      await compare.generateButton.click();
      const error = compare.dialog.getByTestId("comparison-error");
      await expect(error).toContainText("Error generating comparison");
      await expect(error).toContainText("Failed to generate comparison: 500");
      await expect(compare.generateButton).toBeEnabled();
    });
  });
});

test.describe("scholastic comparison at 390 × 844", () => {
  test.use({ viewport: MOBILE });

  test("opens full screen from the header and labels a summary-only thinker", async ({ page, request }) => {
    test.setTimeout(120_000);
    const id = await createConversation(request, "Comparison mobile");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    const compare = new ComparisonDialogScreen(page);
    await compare.open();
    const box = await compare.dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await compare.choosePhilosopher("William of Ockham");
    await compare.topic.fill("universals");
    await compare.generateButton.click();
    await expect(compare.result).toBeVisible();
    await expect(compare.dialog.getByTestId("philosopher-quoted")).toHaveText(/Summary only/);
    await expect(compare.dialog.getByTestId("aquinas-position")).toContainText("ST I, q. 85, a. 1");
    await settleAnimations(page);
    await expectAccessible(page, "comparison result (mobile)");
  });
});
