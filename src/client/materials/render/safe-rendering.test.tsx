import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { materialShareText } from "../share-material";
import { MaterialContent } from "./material-content";
import { contentHtml, materialDocument } from "./material-html";
import { parseMaterial } from "./parse-material";

const PAYLOADS = [
  `<script>window.pwned = 1</script>`,
  `<img src=x onerror="window.pwned = 1">`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `**<svg onload=alert(1)>**`,
  `| <a href="javascript:alert(1)">x</a> | *<b onmouseover=alert(1)>* |`,
  `> "><script>alert(1)</script>`,
];
const CONTENT = `# Title <script>alert(1)</script>\n\n${PAYLOADS.map((p) => `- ${p}`).join("\n")}\n\n${PAYLOADS.join("\n")}\n*** <img src=x onerror=alert(1)>`;

/** The renderer's own elements (and the insight icon's); nothing from the content may become one. */
const ALLOWED = new Set(
  "div h1 h2 h3 h4 p br strong em ul ol li blockquote hr table thead tbody tr th td span svg path main header article footer html head body meta title style".split(
    " ",
  ),
);

/** No element or attribute from the content survives: every tag is the renderer's, with no handler or link. */
function expectInert(html: string) {
  const tags = [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)];
  expect(tags.length).toBeGreaterThan(0);
  for (const [, name, attrs] of tags) {
    expect(ALLOWED.has(name!.toLowerCase()), name).toBe(true);
    expect(attrs, name).not.toMatch(/\son\w+\s*=|\b(?:src|href)\s*=/i);
  }
}

describe("rendering materials safely", () => {
  it("reads the format's blocks and emphasis", () => {
    const blocks = parseMaterial(
      "# A\n## B\nText **bold** and *it*\n- one\n- two\n1. first\n2. second\n> “quote” (ST I, q. 2, a. 3, co.)\n*** insight\n***\n| h1 | h2 |\n| --- | --- |\n| c1 | c2 |",
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      "heading",
      "heading",
      "paragraph",
      "bullets",
      "numbered",
      "quote",
      "insight",
      "rule",
      "table",
    ]);
    expect(blocks[2]).toEqual({
      kind: "paragraph",
      lines: [
        [{ text: "Text " }, { text: "bold", bold: true }, { text: " and " }, { text: "it", italic: true }],
      ],
    });
    expect(blocks[8]).toMatchObject({ kind: "table", rows: [[[{ text: "c1" }], [{ text: "c2" }]]] });
  });

  it("shows script, iframe and onerror payloads in the dialog and library view as text", () => {
    const html = renderToStaticMarkup(<MaterialContent content={CONTENT} />);
    expectInert(html);
    expect(html).toContain("&lt;script&gt;window.pwned = 1&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it("links a material's references to the reader at their place, and only those", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MaterialContent
          content={
            "> “the existence of God can be proved” (ST I, q. 2, a. 3, co.)\n- see (SCG III, c. 71)\n- and Plato (Republic)"
          }
        />
      </MemoryRouter>,
    );
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["/read/st/I/q2/a3?q=the+existence+of+God+can+be+proved#co", "/read/scg/3/c71"]);
  });

  it("escapes the same payloads in the printed document, title and description included", () => {
    expectInert(contentHtml(CONTENT));
    const doc = materialDocument({
      title: `<script>alert("t")</script>`,
      description: `<img src=x onerror=alert(1)>`,
      materialType: "quiz",
      educationLevel: "high",
      content: CONTENT,
      createdAt: "2026-11-24T08:00:00.000Z",
    });
    expectInert(doc.replace(/<meta[^>]*>/g, ""));
    expect(doc).toContain("<title>&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;</title>");
    expect(doc).toContain('class="badge">Quiz<');
    expect(doc).toContain("Level: High School (Ages 15-18)");
  });

  it("shows the title once: a first heading repeating it is left out", () => {
    expect(contentHtml("# Quiz: On lying\n## Part 1", "Quiz: On lying")).toBe("<h3>Part 1</h3>");
    expect(contentHtml("# Another title\n## Part 1", "Quiz: On lying")).toContain("<h2>Another title</h2>");
  });

  it("puts an answer key on a page of its own when printed", () => {
    expect(contentHtml("## Part 1\nQ\n## Answer Key (for the teacher)\nA")).toContain(
      '<h3 class="answer-key">',
    );
  });

  it("shares the first 1000 characters, with an ellipsis only when longer", () => {
    expect(materialShareText("short")).toBe("short");
    const long = "x".repeat(1500);
    expect(materialShareText(long)).toBe(`${"x".repeat(1000)}...`);
    expect(materialShareText("y".repeat(1000))).toBe("y".repeat(1000));
  });
});
