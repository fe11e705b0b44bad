import { settleAnimations } from "./animations";
import { ChatScreen, createConversation } from "./support/chat-page";
import {
  capturePrint,
  deleteAllMaterials,
  MaterialsLibrary,
  printedDocuments,
} from "./support/materials-page";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

const QUESTION = "Can reason prove that God exists?";

test.describe("study materials", () => {
  test.beforeEach(async ({ request }) => {
    await deleteAllMaterials(request);
  });

  test("a quiz made from a reply is saved, found, viewed, printed and deleted", async ({ page, request }) => {
    // A whole teacher's session: a reply, a quiz, the library and two accessibility checks.
    test.setTimeout(150_000);
    const id = await createConversation(request, "Materials");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    const studyButton = page.getByRole("button", { name: "Study Materials" });
    await expect(studyButton).toBeDisabled();
    const reply = await chat.ask(QUESTION);
    await expect(studyButton).toBeEnabled();

    await reply.getByRole("button", { name: "Message actions" }).click();
    await page.getByRole("menuitem", { name: "Create Study Materials" }).click();
    const dialog = page.getByTestId("create-material-dialog");
    await expect(dialog.getByRole("heading", { name: "Create Study Materials" })).toBeVisible();
    await expect(dialog.getByTestId("material-type-select")).toHaveText("Summary");
    await expect(dialog.getByTestId("material-level-select")).toContainText("College");
    await settleAnimations(page);
    await expectAccessible(page, "create study materials (chooser)");

    await dialog.getByTestId("material-type-select").click();
    await page.getByRole("option", { name: "Quiz", exact: true }).click();
    await dialog.getByRole("button", { name: "Generate Quiz" }).click();
    await expect(page.getByText("Your Quiz has been created successfully.", { exact: true })).toBeVisible();
    const content = dialog.getByTestId("material-content");
    await expect(content.getByRole("heading", { name: "Part 1: Multiple Choice" })).toBeVisible();
    await expect(content.getByRole("heading", { name: "Answer Key (for the teacher)" })).toBeVisible();
    await expect(content.locator("blockquote, li").filter({ hasText: /“.+”/ }).first()).toBeVisible();
    // The title is shown once, above the content, not again as its first heading.
    await expect(dialog.getByRole("heading", { name: /^Quiz: / })).toHaveCount(1);

    await capturePrint(page);
    await dialog.getByRole("button", { name: "Print/Save" }).click();
    const [printed] = await printedDocuments(page);
    expect(printed).toContain('class="badge">Quiz<');
    expect(printed).toContain("Part 1: Multiple Choice");
    expect(printed).toContain('class="answer-key"');
    expect(printed).toContain("Level: College (College/University)");

    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText("Your study material has been saved to your library for future access.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Saved" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Generate Another" }).click();
    await expect(dialog.getByRole("heading", { name: "Create Study Materials" })).toBeVisible();
    await page.keyboard.press("Escape");

    const library = new MaterialsLibrary(page);
    await library.open();
    await expect(library.cards).toHaveCount(1);
    await library.search.fill("GOD EXISTS");
    await expect(library.cards).toHaveCount(1);
    await library.choose("Type", "Quiz");
    await expect(library.cards).toHaveCount(1);
    await library.choose("Level", "Elementary");
    await expect(page.getByText("No materials match your filters")).toBeVisible();
    await library.choose("Level", "College");
    await expect(library.cards).toHaveCount(1);
    await library.search.fill("nothing by this name");
    await expect(page.getByText("No materials match your filters")).toBeVisible();
    await library.search.fill("");
    await settleAnimations(page);
    await expectAccessible(page, "library with a material");

    const card = library.cards.first();
    await card.getByRole("button", { name: "View" }).click();
    await expect(library.viewDialog.getByTestId("material-content")).toContainText("Part 2: True or False");
    await capturePrint(page);
    await library.viewDialog.getByRole("button", { name: "Print/Save" }).click();
    expect((await printedDocuments(page))[0]).toContain("Answer Key (for the teacher)");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: /^Delete / }).click();
    await expect(
      page.getByText("Study material has been removed from your library.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("No saved materials yet")).toBeVisible();
  });

  test("content with script, iframe and onerror payloads is shown as text, never run", async ({
    page,
    request,
  }) => {
    const payload = [
      "# Payloads <script>window.pwned = 1</script>",
      '<img src=x onerror="window.pwned = 2">',
      '- <iframe src="javascript:window.pwned = 3"></iframe>',
      "*** **<svg onload=window.pwned=4>**",
    ].join("\n");
    const saved = await request.post("/api/educational-materials", {
      data: {
        title: "<b onmouseover=x>Title</b>",
        description: "<script>1</script>",
        materialType: "summary",
        educationLevel: "high",
        content: payload,
      },
    });
    expect(saved.status()).toBe(201);
    page.on("dialog", (d) => {
      throw new Error(`unexpected dialog: ${d.message()}`);
    });
    const library = new MaterialsLibrary(page);
    await library.open();
    await expect(library.cards.first()).toContainText("<b onmouseover=x>Title</b>");
    await library.cards.first().getByRole("button", { name: "View" }).click();
    const content = library.viewDialog.getByTestId("material-content");
    await expect(content).toContainText("<script>window.pwned = 1</script>");
    await expect(content).toContainText('<img src=x onerror="window.pwned = 2">');
    await expect(content.locator("script, img, iframe, [onload], [onerror]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: MOBILE });

    test("the header button opens a full-screen dialog and the library is one column", async ({
      page,
      request,
    }) => {
      const id = await createConversation(request, "Materials on a phone");
      const chat = new ChatScreen(page);
      await chat.open(`/chat/${id}`);
      await chat.ask(QUESTION);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow(), "no horizontal scrolling in the chat at 390 px").toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: "Study Materials" }).click();
      const dialog = page.getByTestId("create-material-dialog");
      await expect(dialog).toBeVisible();
      await settleAnimations(page);
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(MOBILE.width);
      expect(box?.height).toBe(MOBILE.height);
      await dialog.getByRole("button", { name: "Generate Summary" }).click();
      await expect(
        dialog.getByTestId("material-content").getByRole("heading", { name: "Key Points" }),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Material Saved!", { exact: true })).toBeVisible();
      await page.keyboard.press("Escape");

      const library = new MaterialsLibrary(page);
      await library.open();
      await expect(library.cards).toHaveCount(1);
      const card = await library.cards.first().boundingBox();
      expect(card?.width).toBeGreaterThan(MOBILE.width - 60);
      expect(await overflow(), "no horizontal scrolling in the library at 390 px").toBeLessThanOrEqual(0);
      await settleAnimations(page);
      await expectAccessible(page, "library (mobile)");
    });
  });

  test.describe("when the library cannot be loaded", () => {
    test.use({ allowConsoleErrors: [[/Failed to load resource/], { scope: "test" }] });

    test("it says so and offers Try Again", async ({ page }) => {
      await page.route("**/api/educational-materials", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
      );
      await page.goto("/materials");
      await expect(page.getByText("Failed to load materials")).toBeVisible();
      await page.unroute("**/api/educational-materials");
      await page.getByRole("button", { name: "Try Again" }).click();
      await expect(page.getByText("No saved materials yet")).toBeVisible();
    });
  });
});
