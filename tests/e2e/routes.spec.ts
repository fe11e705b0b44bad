import { settleAnimations } from "./animations";
import { expect, expectAccessible, MOBILE, test } from "./support/test";

const NOT_FOUND_TITLE = "404 Page Not Found";

async function expectRealPage(page: import("@playwright/test").Page) {
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("heading", { name: NOT_FOUND_TITLE })).toHaveCount(0);
}

test.describe("every route", () => {
  // The landing page and the timeline are checked the same way, with more of their states open, in their own
  // files (landing.spec.ts, timeline.spec.ts).
  for (const path of ["/chat", "/materials", "/debates"]) {
    test(`${path} renders its page and passes axe at desktop and mobile`, async ({ page }) => {
      await page.goto(path);
      await expectRealPage(page);
      if (path !== "/chat") await expect(page.getByRole("link", { name: "Angelicus home" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await settleAnimations(page);
      await expectAccessible(page, `${path} (desktop)`);
      await page.setViewportSize(MOBILE);
      await page.reload();
      await expectRealPage(page);
      await page.waitForLoadState("networkidle");
      await settleAnimations(page);
      await expectAccessible(page, `${path} (mobile)`);
    });
  }

  test("/chat/{id} opens an existing conversation", async ({ page, request }) => {
    const created = await request.post("/api/conversations", { data: { title: "Route check" } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/chat/${id}`);
    await expectRealPage(page);
    await page.waitForLoadState("networkidle");
    await settleAnimations(page);
    await expectAccessible(page, "/chat/{id}");
  });

  test.describe("debate detail", () => {
    // An unknown debate is answered 404 by the API; the browser logs that request, the page handles it.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("/debates/{id} shows its header and the not-found state for an unknown debate", async ({ page }) => {
      const id = "00000000-0000-4000-8000-000000000000";
      await page.goto(`/debates/${id}`);
      await expectRealPage(page);
      await expect(page.getByText(`ID = ${id}`)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Debates" })).toHaveAttribute("href", "/debates");
      await page.waitForLoadState("networkidle");
      await settleAnimations(page);
      await expectAccessible(page, "/debates/{id}");
    });
  });

  test.describe("unknown path", () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("an unknown path shows the 404 page", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: NOT_FOUND_TITLE })).toBeVisible();
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      await expectAccessible(page, "404");
    });
  });

  test("the header navigation reaches every section", async ({ page }) => {
    await page.goto("/");
    // The header is in the page before the app runs; its links are the app's once it has started (a click while
    // it takes the page over was once lost in a fresh clone's run).
    await expect(page.getByRole("button", { name: "Show another quote" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path] of [
      ["Debates", "/debates"],
      ["Timeline", "/timeline"],
      ["Materials", "/materials"],
      ["Home", "/"],
      ["Chat", "/chat"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : path}`));
      await expectRealPage(page);
    }
  });

  test("the mobile menu reaches the timeline", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    // The header is in the page before the app runs; its button works once the app has started.
    await expect(page.getByRole("button", { name: "Show another quote" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("menuitem", { name: "Timeline" }).click();
    await expect(page).toHaveURL(/\/timeline$/);
  });
});
