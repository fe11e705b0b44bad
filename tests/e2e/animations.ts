import type { Page } from "@playwright/test";

/** Waits for finite animations (fades, slides) to end, so axe measures colours as they settle. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}
