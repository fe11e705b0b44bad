import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";

/** Opens the landing page and waits for its quote of the day; returns the quote widget. */
export async function openLanding(page: Page): Promise<Locator> {
  await page.goto("/");
  const widget = page.getByTestId("quote-widget");
  await expect(widget.getByTestId("quote-text")).toBeVisible();
  return widget;
}
