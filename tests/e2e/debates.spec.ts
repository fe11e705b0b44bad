import type { Page } from "@playwright/test";
import { settleAnimations } from "./animations";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

async function choose(page: Page, field: string, option: string) {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option }).click();
}

async function createViaApi(page: Page, fields: Record<string, unknown>): Promise<string> {
  const res = await page.request.post("/api/debates", {
    data: { title: "Test debate", topic: "natural_law", maxTurns: 4, educationLevel: "college", ...fields },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe("debates", () => {
  test("create Aquinas vs Hume on causation: positions set by the rule, swap works, all turns to completion", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.context().addInitScript(() => {
      window.print = () => {};
    });
    await page.goto("/debates");
    await page.getByRole("button", { name: "New Debate" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Philosophical Debate" });
    await dialog.getByRole("button", { name: "Create Debate" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Topic is required")).toBeVisible();
    await expect(dialog.getByText("Opponent philosopher is required")).toBeVisible();

    // A title of its own, so that a data folder kept from an earlier run cannot hold the same card.
    const title = `Do causes really produce their effects? ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await choose(page, "Topic", "Causation");
    await choose(page, "Opponent Philosopher", "David Hume (1711–1776)");
    await expect(dialog.getByTestId("defender")).toHaveText("Defends: David Hume");
    await expect(dialog.getByTestId("opposer")).toHaveText("Opposes: Saint Thomas Aquinas");
    await dialog.getByRole("button", { name: "Swap Positions" }).click();
    await expect(dialog.getByTestId("defender")).toHaveText("Defends: Saint Thomas Aquinas");
    await dialog.getByRole("button", { name: "Swap Positions" }).click();
    await expect(dialog.getByTestId("defender")).toHaveText("Defends: David Hume");
    await expect(dialog.getByText("Total arguments each side can make")).toBeVisible();
    await dialog.getByLabel("Maximum Turns").fill("4");
    await dialog.getByRole("button", { name: "Create Debate" }).click();
    await expect(
      page.getByText("Your philosophical debate has been created successfully.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId("debate-card").filter({ hasText: title });
    await expect(card).toContainText("Saint Thomas vs David Hume");
    await expect(card).toContainText("Turn 0 of 4");
    await expect(card).toContainText("College");
    await expect(card).toContainText("setup");
    await card.click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Saint Thomas Aquinas vs David Hume")).toBeVisible();
    await expect(page.getByTestId("turn-count")).toHaveText("Turn 0 of 4");
    await expect(page.getByTestId("next-speaker")).toHaveText("Next: Saint Thomas Aquinas");
    await expect(page.getByText("No arguments yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "David Hume", exact: true })).toBeDisabled();
    await page.getByRole("button", { name: "Start Debate" }).click();

    const cards = page.getByTestId("argument-card");
    await expect(cards).toHaveCount(1);
    const first = cards.nth(0);
    await expect(first).toContainText("Saint Thomas Aquinas");
    await expect(first).toContainText("Turn 1");
    await expect(first).toContainText("David Hume defends the thesis I oppose.");
    await expect(first.getByTestId("argument-sources")).toContainText("Summa Theologiae");
    await expect(
      first.getByTestId("argument-sources").getByTestId("citation-reader-link").first(),
    ).toHaveAttribute("href", /^\/read\/(st|scg)\//);
    await expect(first.getByTestId("argument-analysis")).toContainText("Claim:");
    await expect(page.getByTestId("next-speaker")).toHaveText("Next: David Hume");
    await expect(page.getByRole("button", { name: "Aquinas", exact: true })).toBeDisabled();

    await page.getByRole("button", { name: "David Hume Argues" }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText("Summary of David Hume's view");
    await expect(cards.nth(1)).toHaveAttribute("data-speaker", "opponent");
    const left = await cards.nth(0).boundingBox();
    const right = await cards.nth(1).boundingBox();
    expect(right?.x ?? 0).toBeGreaterThan(left?.x ?? 0);

    await page.getByRole("button", { name: "Aquinas Argues" }).click();
    await expect(cards).toHaveCount(3);
    await page.getByRole("button", { name: "David Hume Argues" }).click();
    await expect(cards).toHaveCount(4);
    await expect(page.getByTestId("next-speaker")).toHaveText("Debate Complete");
    await expect(page.getByText("Completed", { exact: true })).toBeVisible();
    await expect(page.getByText("completed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Aquinas", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "David Hume", exact: true })).toBeDisabled();
    await expect(page.locator('[data-testid="turn-marker"][data-done="true"]')).toHaveCount(4);

    // The header's generator dialog.
    await page.getByRole("button", { name: "Educational Materials" }).click();
    const generator = page.getByRole("dialog", { name: "Educational Materials Generator" });
    await expect(
      generator.getByText(
        "Transform this philosophical debate into educational content for students, teachers, and self-learners.",
      ),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(generator).toBeHidden();

    // The embedded panel: generate and print an evaluation scorecard.
    const panel = page.getByRole("region", { name: "Educational Materials" });
    await panel.getByRole("combobox", { name: "Material Type" }).click();
    await page.getByRole("option", { name: /^Evaluation Scorecard/ }).click();
    await panel.getByRole("button", { name: "Generate Material" }).click();
    await expect(
      page.getByText("Your Evaluation Scorecard has been created successfully.", { exact: true }),
    ).toBeVisible();
    const content = panel.getByTestId("material-content");
    await expect(content).toContainText("Saint Thomas Aquinas — ");
    await expect(content).toContainText("David Hume — ");
    await expect(content).toContainText("/ 16");
    const popup = page.waitForEvent("popup");
    await panel.getByRole("button", { name: "Print" }).click();
    const printed = await popup;
    await expect(printed.locator("body")).toContainText(`Source debate: ${title}`);
    await expect(printed.locator(".badge")).toHaveText("Evaluation Scorecard");
    await printed.close();
    await panel.getByRole("button", { name: "Generate Another" }).click();
    await expect(panel.getByRole("button", { name: "Generate Material" })).toBeVisible();

    await page.waitForLoadState("networkidle");
    await settleAnimations(page);
    await expectAccessible(page, "debate detail (desktop)");
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(cards).toHaveCount(4);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await settleAnimations(page);
    await expectAccessible(page, "debate detail (mobile)");
  });

  test("the user as opponent argues in his own turn; a double click stores one argument", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = await createViaApi(page, {
      opponentPhilosopher: "user",
      title: "My case against natural law",
    });
    await page.goto(`/debates/${id}`);
    await expect(page.getByText("Saint Thomas Aquinas vs You")).toBeVisible();
    await expect(page.getByRole("button", { name: "You", exact: true })).toBeDisabled();
    await page.getByRole("button", { name: "Start Debate" }).dblclick();
    const cards = page.getByTestId("argument-card");
    await expect(cards).toHaveCount(1);
    const stored = await (await page.request.get(`/api/debates/${id}/arguments`)).json();
    expect(stored).toHaveLength(1);

    await page.getByRole("button", { name: "Your Turn" }).click();
    const form = page.getByRole("form", { name: "Your Argument" });
    await expect(form.getByText("Present your philosophical argument to Saint Thomas Aquinas")).toBeVisible();
    const submit = form.getByRole("button", { name: "Submit Argument" });
    await form.getByLabel("Your argument").fill("   ");
    await expect(submit).toBeDisabled();
    await form
      .getByLabel("Your argument")
      .fill("  Laws are only customs, because peoples disagree about right.  ");
    await submit.click();
    await expect(cards).toHaveCount(2);
    await expect(form).toBeHidden();
    await expect(cards.nth(1)).toHaveAttribute("data-speaker", "user");
    await expect(cards.nth(1)).toContainText("You");
    await expect(cards.nth(1).getByTestId("argument-content")).toHaveText(
      "Laws are only customs, because peoples disagree about right.",
    );
    await expect(page.getByTestId("next-speaker")).toHaveText("Next: Saint Thomas Aquinas");
    await page.getByRole("button", { name: "Aquinas Argues" }).click();
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(2)).toContainText("You have argued: Laws are only customs");
  });

  test("the list shows its empty state only when there are no debates, and a card per debate", async ({
    page,
  }) => {
    await page.goto("/debates");
    await expect(page.getByRole("button", { name: "New Debate" })).toBeVisible();
    const cards = page.getByTestId("debate-card");
    const empty = page.getByText("No debates yet");
    await expect(cards.first().or(empty)).toBeVisible();
    if (await empty.isVisible()) {
      await expect(page.getByRole("button", { name: "Create Your First Debate" })).toBeVisible();
    } else {
      const listed = (await (await page.request.get("/api/debates")).json()) as unknown[];
      await expect(cards).toHaveCount(listed.length);
    }
  });
});
