import { EDUCATION_LEVEL_INFO, type EducationLevel } from "@common/education/levels";
import { MATERIAL_TYPE_INFO, type MaterialType } from "@common/materials/material-types";
import { materialTypeLabel } from "../material-labels";
import { type Block, parseMaterial, type Span, withoutTitle } from "./parse-material";
import { PRINT_CSS } from "./print-css";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const spans = (list: Span[]) =>
  list
    .map((s) => {
      const text = escapeHtml(s.text);
      if (s.bold) return `<strong>${text}</strong>`;
      if (s.italic) return `<em>${text}</em>`;
      return text;
    })
    .join("");

function blockHtml(b: Block): string {
  switch (b.kind) {
    case "heading": {
      const tag = `h${b.level + 1}`;
      // An answer key starts a page of its own, so the learner's sheet can be handed out without it.
      const key = /answer key/i.test(b.spans.map((s) => s.text).join("")) ? ' class="answer-key"' : "";
      return `<${tag}${key}>${spans(b.spans)}</${tag}>`;
    }
    case "paragraph":
      return `<p>${b.lines.map(spans).join("<br>")}</p>`;
    case "bullets":
      return `<ul>${b.items.map((i) => `<li>${spans(i)}</li>`).join("")}</ul>`;
    case "numbered":
      return `<ol start="${b.start}">${b.items.map((i) => `<li>${spans(i)}</li>`).join("")}</ol>`;
    case "quote":
      return `<blockquote>${b.lines.map(spans).join("<br>")}</blockquote>`;
    case "insight":
      return `<p class="insight"><strong>Key insight:</strong> ${spans(b.spans)}</p>`;
    case "rule":
      return "<hr>";
    case "table":
      return `<table><thead><tr>${b.head.map((c) => `<th>${spans(c)}</th>`).join("")}</tr></thead><tbody>${b.rows
        .map((r) => `<tr>${r.map((c) => `<td>${spans(c)}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`;
  }
}

/** The material's content as HTML in which every character of the content is escaped. */
export const contentHtml = (content: string, title?: string) =>
  withoutTitle(parseMaterial(content), title).map(blockHtml).join("\n");

export interface PrintableMaterial {
  title: string;
  description: string | null;
  materialType: MaterialType;
  educationLevel: EducationLevel;
  content: string;
  createdAt?: string;
}

/** A whole printable document: title, type badge, description, content, and a footer with level and date. */
export function materialDocument(m: PrintableMaterial, now = new Date()): string {
  const level = EDUCATION_LEVEL_INFO[m.educationLevel];
  const date = new Date(m.createdAt ?? now).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  const category = MATERIAL_TYPE_INFO[m.materialType]?.category ?? "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(m.title)}</title><style>${PRINT_CSS}</style></head>
<body><main>
<header><span class="badge">${escapeHtml(materialTypeLabel(m.materialType))}</span>${category ? `<span class="category">${escapeHtml(category)}</span>` : ""}
<h1>${escapeHtml(m.title)}</h1>${m.description ? `<p class="description">${escapeHtml(m.description)}</p>` : ""}</header>
<article>${contentHtml(m.content, m.title)}</article>
<footer>Level: ${escapeHtml(`${level.label} (${level.ageNote})`)} · ${escapeHtml(date)} · Angelicus: study materials from the works of Saint Thomas Aquinas</footer>
</main></body></html>`;
}
