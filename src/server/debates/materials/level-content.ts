import type { EducationLevel } from "../../../common/education/levels.js";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import { occursVerbatim } from "../../answers/guard/normalise.js";
import type { KnowledgeSources } from "../../answers/types.js";
import type { ArticleText } from "../../knowledge-base/retrieval/types.js";
import { sentences } from "../compose/text.js";
import type { ArgumentRow } from "../repository.js";

/** What the level changes in a debate material beyond its wording: which texts of his it gives, and how much. */
interface LevelPlan {
  reader: keyof ArticleDigest["plain"];
  /** How many of his quotations, and how many sentences of each. */
  quotations: number;
  sentences: number;
  /** The scholastic shape of each article and the Latin of each quotation. */
  shapeAndLatin: boolean;
}

export const LEVEL_PLANS: Record<EducationLevel, LevelPlan> = {
  elementary: { reader: "child", quotations: 1, sentences: 1, shapeAndLatin: false },
  middle: { reader: "child", quotations: 2, sentences: 1, shapeAndLatin: false },
  high: { reader: "teen", quotations: 3, sentences: 2, shapeAndLatin: false },
  college: { reader: "adult", quotations: 6, sentences: 4, shapeAndLatin: true },
  graduate: { reader: "adult", quotations: 8, sentences: 6, shapeAndLatin: true },
  scholar: { reader: "adult", quotations: 12, sentences: 12, shapeAndLatin: true },
};

export interface LevelContent {
  /** The digest's plain answer for the level, per article of his the debate drew on. */
  plain: { articleRef: string; title: string; text: string }[];
  /** His quotations, re-read from the knowledge base, cut to whole sentences for the level. */
  quotations: { text: string; reference: string; latin: string | null }[];
  /** Each article's shape: objections, sed contra, respondeo, replies, and what the debate used. */
  shapes: string[];
}

const ARTICLE_OF = /^(.*?), (?:obj|ad|co|s\.c)\..*$/;

/** The articles of his the debate's Aquinas turns cited, in order of first use. */
function articleRefs(args: ArgumentRow[]): string[] {
  const refs: string[] = [];
  for (const a of args) {
    if (a.speaker !== "aquinas") continue;
    for (const c of a.citations ?? []) {
      const ref = ARTICLE_OF.exec(c.reference ?? "")?.[1];
      if (ref && !refs.includes(ref)) refs.push(ref);
    }
  }
  return refs;
}

function shapeOf(article: ArticleText, used: Set<string>): string {
  const count = (kind: string) => article.passages.filter((p) => p.sectionKind === kind).length;
  const parts = [
    `${count("objection")} objection${count("objection") === 1 ? "" : "s"}`,
    ...(count("sed_contra") ? ["On the contrary (sed contra)"] : []),
    ...(count("respondeo") ? ["I answer that (respondeo)"] : []),
    `${count("reply")} repl${count("reply") === 1 ? "y" : "ies"} to the objections`,
  ];
  const usedHere = article.passages.filter((p) => used.has(p.reference)).map((p) => p.section);
  return `${article.articleRef} — *${article.title}*: ${parts.join(" → ")}.${usedHere.length ? ` The debate used: ${usedHere.join(", ")}.` : ""}`;
}

/**
 * The level's share of his texts for a debate material: the digests' plain answers for that reader, his
 * quotations (fewer and shorter for the young, each re-read and found verbatim), and for college and above
 * the shape of each article and the Latin of each quotation from the aligned Latin rows.
 */
export async function levelContent(
  sources: KnowledgeSources,
  args: ArgumentRow[],
  level: EducationLevel,
): Promise<LevelContent> {
  const plan = LEVEL_PLANS[level];
  const refs = articleRefs(args);
  const loaded = (await Promise.all(refs.map((ref) => sources.loadArticle(sources.db, ref)))).filter(
    (a): a is ArticleText => a !== null,
  );
  const content: LevelContent = { plain: [], quotations: [], shapes: [] };
  const used = new Set<string>();
  for (const article of loaded) {
    if (article.digest)
      content.plain.push({
        articleRef: article.articleRef,
        title: article.title,
        text: article.digest.plain[plan.reader],
      });
  }
  for (const a of args) {
    if (a.speaker !== "aquinas") continue;
    for (const c of a.citations ?? []) {
      if (!c.reference || !c.relevantText || c.sectionKind === "objection") continue;
      const article = loaded.find((x) => c.reference?.startsWith(`${x.articleRef},`));
      const passage = article?.passages.find((p) => p.reference === c.reference);
      if (!passage) continue;
      used.add(passage.reference);
      if (content.quotations.length >= plan.quotations) continue;
      const first = c.relevantText.split(" … ")[0] ?? "";
      const text = sentences(first).slice(0, plan.sentences).join(" ");
      if (!text || !occursVerbatim(text, passage.content)) continue;
      if (content.quotations.some((q) => q.text === text)) continue;
      content.quotations.push({
        text,
        reference: passage.reference,
        latin: plan.shapeAndLatin ? (passage.latin?.content ?? null) : null,
      });
    }
  }
  if (plan.shapeAndLatin) content.shapes = loaded.map((article) => shapeOf(article, used));
  return content;
}

/** The sections a material adds for its level, from the content above. */
export function levelSections(content: LevelContent, level: EducationLevel): string[] {
  const young = level === "elementary" || level === "middle";
  const sections: string[] = [];
  if (content.plain.length > 0)
    sections.push(
      `## ${young ? "What Saint Thomas thinks, in plain words" : "His answer in plain words"} (our paraphrase, not his text)\n${content.plain
        .map((p) => (young ? `- ${p.text}` : `- **${p.articleRef}** (${p.title}): ${p.text}`))
        .join("\n")}`,
    );
  if (content.quotations.length > 0)
    sections.push(
      `## ${content.quotations.length === 1 ? "A quotation to remember" : "His words"}\n${content.quotations
        .map(
          (q) =>
            `> “${q.text}” (${q.reference})${q.latin ? `\n>\n> Latin (${q.reference}): *${q.latin}*` : ""}`,
        )
        .join("\n\n")}`,
    );
  if (content.shapes.length > 0)
    sections.push(
      `## The shape of the article\nEach article of the Summa moves from objections through the sed contra and his answer to the replies.\n${content.shapes
        .map((s) => `- ${s}`)
        .join("\n")}`,
    );
  return sections;
}
