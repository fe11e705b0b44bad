import type { ArticleSetting } from "../gather.js";
import type { SourceText } from "../types.js";
import type { Block } from "./blocks.js";
import type { PartContext } from "./compose-parts.js";
import { sentencesOf, shorten } from "./reading.js";

/** The points of inquiry a question's prologue lists: "(1) Whether …?" in its own words. */
export function pointsOf(prologue: string): string[] {
  const all = [...prologue.matchAll(/\((\d+)\)\s*(?:(?!\(\d+\))[^\n])+/g)];
  // A treatise's first question lists the treatise's plan before its own points: keep the last list.
  const start = all.map((m) => m[1]).lastIndexOf("1");
  return all.slice(Math.max(0, start)).map((m) => m[0].trim());
}

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

/**
 * Where the article stands, for readers at college level and up: the question's prologue with its points
 * of inquiry, and a parallel place in the Contra Gentiles. Quoted, never paraphrased.
 */
export function settingPart(
  ctx: PartContext,
  sources: SourceText[],
  setting: ArticleSetting | undefined,
): Block[] {
  if (!setting) return [];
  const blocks: Block[] = [];
  const source = (id: string | undefined) => sources.find((s) => s.passageId === id);
  const prologue = source(setting.prologue?.id);
  if (prologue) {
    const points = pointsOf(prologue.content);
    const here = Number(/a\. (\d+)$/.exec(ctx.reading.articleRef)?.[1] ?? 0);
    const opening = sentencesOf(prologue)[0];
    blocks.push({ kind: "heading", text: "Where this article stands" });
    if (opening) {
      blocks.push({ kind: "text", text: "The question this article belongs to opens thus:" });
      ctx.quoted.push(opening);
      blocks.push({ kind: "quote", text: shorten(opening, ctx.plan.maxQuoteWords), source: prologue.number });
    }
    if (points.length >= 2 && here >= 1 && here <= points.length) {
      const nth = ORDINALS[here - 1] ?? `number ${here}`;
      blocks.push({
        kind: "text",
        text: `It asks ${points.length} things in order; this article is the ${nth}:`,
      });
      blocks.push({ kind: "steps", items: points.map((text) => ({ text, source: prologue.number })) });
    }
  }
  const parallel = setting.parallel ? source(setting.parallel.passage.id) : undefined;
  if (setting.parallel && parallel) {
    const first = sentencesOf(parallel)[0];
    if (first) {
      blocks.push({
        kind: "text",
        text: `A parallel place, to compare: in the Summa contra Gentiles (${setting.parallel.articleRef}, *${setting.parallel.title.replace(/[.?]+$/, "")}*) I write:`,
      });
      ctx.quoted.push(first);
      blocks.push({ kind: "quote", text: shorten(first, ctx.plan.maxQuoteWords), source: parallel.number });
    }
  }
  return blocks;
}
