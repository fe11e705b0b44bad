import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";

interface Fixtures {
  /** Console messages matching one of these are expected by the test and do not fail it. */
  allowConsoleErrors: RegExp[];
  consoleGuard: undefined;
}

/**
 * The test object every spec uses: it fails a test on any browser console error or uncaught exception,
 * and its `request` is the page's own, so that what a test creates through the API belongs to the same
 * visitor (the same cookie) as the page that shows it.
 */
export const test = base.extend<Fixtures>({
  request: async ({ page }, use) => {
    await use(page.request);
  },
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, context, allowConsoleErrors }, use) => {
      // The browser context is reused from test to test (decision 027): Playwright resets cookies,
      // storage, routes, init scripts and the clock between tests; permissions are reset here.
      await context.clearPermissions();
      const errors: string[] = [];
      const allowed = (text: string) => allowConsoleErrors.some((re) => re.test(text));
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" && !allowed(message.text())) errors.push(message.text());
      };
      const onPageError = (error: Error) => {
        if (!allowed(error.message)) errors.push(`Uncaught: ${error.message}`);
      };
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use(undefined);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const MOBILE = { width: 390, height: 844 } as const;

/** Fails when axe finds a serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const severe = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = severe.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(", ")}`);
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}
