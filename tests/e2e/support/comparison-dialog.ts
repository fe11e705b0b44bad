import { expect, type Locator, type Page } from "@playwright/test";

/** The Scholastic Philosophy Comparison dialog as a learner uses it. */
export class ComparisonDialogScreen {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByTestId("comparison-dialog");
  }
  get generateButton(): Locator {
    return this.dialog.getByTestId("generate-comparison");
  }
  get topic(): Locator {
    return this.dialog.getByRole("textbox", { name: "Topic" });
  }
  get useConversation(): Locator {
    return this.dialog.getByRole("switch", { name: "Use the current conversation as the topic" });
  }
  get result(): Locator {
    return this.dialog.getByTestId("comparison-result");
  }

  async open(): Promise<void> {
    await this.page.getByRole("button", { name: "Compare" }).click();
    await expect(this.dialog).toBeVisible();
  }

  async choosePhilosopher(name: string): Promise<void> {
    await this.dialog.getByTestId("comparison-philosopher").click();
    await this.page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  }

  async chooseLevel(name: string): Promise<void> {
    await this.dialog.getByTestId("comparison-level").click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }
}
