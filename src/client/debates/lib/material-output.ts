import type { DebateMaterial } from "@common/debates/contract";
import { levelLabel } from "@common/education/levels";
import { MATERIAL_TYPE_INFO } from "@common/materials/material-types";
import { blocksHtml, escapeHtml, materialBlocks } from "./material-blocks";

/** The text a debate material is shared as: title, its source debate, description and content (§9). */
export function debateMaterialShareText(material: DebateMaterial, debateTitle: string): string {
  return `${material.title}\n\nFrom: ${debateTitle}\n\n${material.description}\n\n${material.content}`;
}

/** The printable page: title, type badge, source debate, description, content, footer with level and date. */
export function debateMaterialPrintHtml(material: DebateMaterial, debateTitle: string, date: Date): string {
  const label = MATERIAL_TYPE_INFO[material.materialType]?.label ?? material.materialType;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(material.title)}</title>
<style>body{font-family:Georgia,serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.55}
.badge{display:inline-block;border:1px solid #b08d3c;border-radius:999px;padding:0.1rem 0.7rem;font-size:0.8rem;color:#7a5c12}
.source{color:#4b5563;font-style:italic}.insight{border-left:4px solid #b08d3c;background:#fbf6e8;padding:0.5rem 0.8rem;font-weight:600}
blockquote{border-left:3px solid #9ca3af;margin-left:0;padding-left:0.8rem;color:#374151}footer{margin-top:2rem;border-top:1px solid #d1d5db;padding-top:0.5rem;font-size:0.85rem;color:#6b7280}</style></head>
<body><h1>${escapeHtml(material.title)}</h1><span class="badge">${escapeHtml(label)}</span>
<p class="source">Source debate: ${escapeHtml(debateTitle)}</p><p>${escapeHtml(material.description)}</p>
${blocksHtml(materialBlocks(material.content))}
<footer>${escapeHtml(levelLabel(material.educationLevel))} level · ${escapeHtml(date.toLocaleDateString())}</footer></body></html>`;
}

/** Opens the printable page in a new window and prints it. */
export function printDebateMaterial(material: DebateMaterial, debateTitle: string): void {
  const win = window.open("", "_blank");
  if (!win) return;
  win.document.write(debateMaterialPrintHtml(material, debateTitle, new Date()));
  win.document.close();
  win.focus();
  win.print();
}
