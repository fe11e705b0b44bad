import type { Page } from "@playwright/test";
import { ChatScreen, createConversation } from "./support/chat-page";
import { expect as baseExpect, expectAccessible, MOBILE, test } from "./support/test";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Records every Content-Security-Policy violation from the page's first byte. */
const RECORD_VIOLATIONS = `(() => {
  window.__violations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__violations.push(e.violatedDirective + " " + (e.blockedURI || "inline"));
  });
})();`;

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Holds the app's own code (the entry and its chunks) until `release` is called: the page as it is before it runs. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("Content-Security-Policy", () => {
  test("the app's pages load with no inline script and no violation, on / and /chat", async ({ page }) => {
    const csp = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline[^;]*;\s*$|script-src[^;]*unsafe/);

    await page.addInitScript(RECORD_VIOLATIONS);
    await page.goto("/");
    await expect(page.getByTestId("quote-widget").getByTestId("quote-text")).toBeVisible();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
    // The route's chunks were preloaded by the start-up file from the JSON route table.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);

    const chat = new ChatScreen(page);
    await chat.open("/chat");
    await expect(page.getByTestId("compact-quote-widget").getByTestId("quote-text")).toBeVisible();
    // The controls loaded on first use load under the same policy.
    await page.getByTestId("level-select").click();
    await expect(page.getByRole("option", { name: "High School" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Language:/ }).click();
    await expect(page.getByRole("dialog", { name: "Language settings" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });

  test("the API documentation works under its own policy", async ({ page }) => {
    await page.addInitScript(RECORD_VIOLATIONS);
    await page.goto("/api/docs");
    await expect(page.getByRole("heading", { name: /Angelicus API/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("a stored dark theme is on the page before the app runs", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("angelicus.theme", "dark"));
    const release = await holdAppCode(page);
    // Module scripts hold DOMContentLoaded back, so only the response is awaited.
    await page.goto("/", { waitUntil: "commit" });
    // The app has not started: the header is the page's own, and yet the theme is dark.
    await expect(page.locator("[data-static-menu-button]")).toHaveCount(1);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // The page's stylesheet may still be on its way once the response has begun: its colour is awaited.
    const bodyColour = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(bodyColour).not.toBe("rgba(0, 0, 0, 0)");
    const paintedDark = await bodyColour();
    const [red = 255, green = 255, blue = 255] = (paintedDark.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue).toBeLessThan(200);
    release();
    await expect(page.getByTestId("quote-widget")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await bodyColour()).toBe(paintedDark);
  });

  test("a stored light theme wins over a dark system setting, before the app runs", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("angelicus.theme", "light"));
    const release = await holdAppCode(page);
    // Module scripts hold DOMContentLoaded back, so only the response is awaited.
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("[data-static-menu-button]")).toHaveCount(1);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    release();
  });
});

test.describe("the narrow-screen menu before the app starts", () => {
  test("a press of the page's menu button before the app runs opens the menu once it starts", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    const release = await holdAppCode(page);
    // Module scripts hold DOMContentLoaded back, so only the response is awaited.
    await page.goto("/", { waitUntil: "commit" });
    const early = page.locator("[data-static-menu-button]");
    await expect(early).toBeVisible();
    await early.click();
    await expect(early).toHaveAttribute("aria-expanded", "true");
    // The app has not run yet: no menu can be there.
    await expect(page.getByRole("menu")).toHaveCount(0);
    release();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Chat" })).toBeVisible();
    await expectAccessible(page, "landing page with the menu opened by the early press (390 px)");
    // Closed, it stays closed: the press is used once.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expectAccessible(page, "landing page after the early menu press (390 px)");
  });

  test("without a press the menu stays closed when the app starts", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await expect(page.getByTestId("quote-widget")).toBeVisible();
    await expect(page.locator("[data-static-menu-button]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);
  });
});

test.describe("confirmations give focus back", () => {
  test("clear chat: Cancel returns focus to Clear; once cleared, focus goes to the question box", async ({
    page,
    request,
  }) => {
    const id = await createConversation(request, "Focus after clearing");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    await chat.ask("Can reason prove that God exists?", { timeout: 60_000 });
    const clear = page.getByRole("button", { name: "Clear chat" });
    await clear.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Clear this chat?");
    await expectAccessible(page, "clear chat confirmation open");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(clear).toBeFocused();

    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear chat" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(clear).toBeDisabled();
    await expect(chat.input).toBeFocused();
  });

  test("delete a conversation: Cancel returns focus to its delete button; deleted, focus is on the home page's content", async ({
    page,
    request,
  }) => {
    const id = await createConversation(request, "Focus after deleting");
    const chat = new ChatScreen(page);
    await chat.open(`/chat/${id}`);
    const remove = chat.sidebar.getByRole("button", { name: "Delete conversation: Focus after deleting" });
    await remove.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Delete this conversation?");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();

    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("delete all my data: Cancel returns focus to the button; deleted, focus is on what was deleted", async ({
    page,
  }) => {
    await page.goto("/your-data");
    const button = page.getByRole("button", { name: "Delete all my data" });
    await button.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Delete all your data?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete everything" }).click();
    await expect(page.getByTestId("deleted-summary")).toBeFocused();
  });
});
