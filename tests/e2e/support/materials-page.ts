import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** The study-materials library as a teacher uses it. */
export class MaterialsLibrary {
  constructor(readonly page: Page) {}

  get cards(): Locator {
    return this.page.getByTestId("material-card");
  }
  get search(): Locator {
    return this.page.getByLabel("Search");
  }
  get viewDialog(): Locator {
    return this.page.getByTestId("material-view-dialog");
  }

  async open(): Promise<void> {
    await this.page.goto("/materials");
    await expect(this.page.getByRole("heading", { name: "Saved Study Materials" })).toBeVisible();
  }

  async choose(filter: "Type" | "Level" | "Sort by", option: string): Promise<void> {
    await this.page.getByLabel(filter, { exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }
}

/** Replaces window.open so a test can read the printed document and count calls to print(). */
export async function capturePrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { printed: string[] };
    w.printed = [];
    window.open = () => {
      let html = "";
      const fake = {
        document: {
          open: () => {},
          write: (text: string) => {
            html += text;
          },
          close: () => {},
        },
        focus: () => {},
        print: () => w.printed.push(html),
      };
      return fake as unknown as Window;
    };
  });
}

export const printedDocuments = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: string[] }).printed);

export async function deleteAllMaterials(request: APIRequestContext): Promise<void> {
  const list = (await (await request.get("/api/educational-materials")).json()) as { id: string }[];
  for (const m of list) await request.delete(`/api/educational-materials/${m.id}`);
}
