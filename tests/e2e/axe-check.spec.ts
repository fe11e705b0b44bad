import { axeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the accessibility check finds a page's violations", async ({ page }) => {
  await page.setContent(
    '<main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main>',
  );
  const found = (await axeViolations(page)).map((v) => v.id);
  expect(found).toEqual(expect.arrayContaining(["image-alt", "button-name", "html-has-lang"]));
});
