import type { Locator, Page } from "@playwright/test";
import { settleAnimations } from "./animations";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the lines of text inside an element (not the element's own box). */
const textLines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
  });

/** Every control of the dialog lies inside the screen's width, and the dialog itself does not scroll sideways. */
async function expectFitsWidth(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width);
  const sideways = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  for (const control of await dialog.locator("button, input, textarea, [role=combobox]").all()) {
    const b = await control.boundingBox();
    if (!b) continue;
    expect(b.x, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(MOBILE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
}

test.describe("create-debate dialog on a phone (390 px)", () => {
  test.use({ viewport: MOBILE });

  test("opens, fits the screen, keeps the title clear of the close button, creates a debate and passes axe", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto("/debates");
    await page.getByRole("button", { name: "New Debate" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Philosophical Debate" });
    await expect(dialog).toBeVisible();
    await settleAnimations(page);
    await expectFitsWidth(page, dialog);

    // The heading's words must not run under the close button.
    const close = await dialog.getByRole("button", { name: "Close" }).boundingBox();
    for (const line of await textLines(
      dialog.getByRole("heading", { name: "Create New Philosophical Debate" }),
    ))
      expect(overlaps(line, close as Box), "title line under the close button").toBe(false);

    const title = `Phone debate ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("combobox", { name: "Topic" }).click();
    const option = page.getByRole("option", { name: "Causation" });
    await expect(option).toBeInViewport();
    await option.click();
    await dialog.getByRole("combobox", { name: "Opponent Philosopher" }).click();
    await page.getByRole("option", { name: "Augustine of Hippo (354–430)" }).click();
    await expect(dialog.getByTestId("defender")).toBeVisible();
    await expectFitsWidth(page, dialog);
    await dialog.getByLabel("Maximum Turns").fill("4");

    const create = dialog.getByRole("button", { name: "Create Debate" });
    await create.scrollIntoViewIfNeeded();
    await expect(create).toBeInViewport({ ratio: 1 });
    await settleAnimations(page);
    await expectAccessible(page, "create-debate dialog (mobile)");
    await create.click();
    await expect(
      page.getByText("Your philosophical debate has been created successfully.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("debate-card").filter({ hasText: title })).toContainText("Turn 0 of 4");
  });
});
