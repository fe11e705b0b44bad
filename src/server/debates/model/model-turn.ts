import type { DebateCitation } from "../../../common/knowledge-base/citation.js";
import { guardReply } from "../../answers/guard/citation-guard.js";
import { wordCount } from "../../answers/guard/quotes.js";
import { type ConfiguredModel, ModelSetAside, withinTime } from "../../answers/model/configured-model.js";
import { aiSdk } from "../../answers/model/provider.js";
import type { SourceText } from "../../answers/types.js";
import { breaksVerdict } from "../../answers/verdict-rule.js";
import type { Passage } from "../../knowledge-base/retrieval/types.js";
import type { ComposedTurn } from "../compose/types.js";
import {
  ANALYSIS_HEADING,
  ARGUMENT_HEADING,
  type TurnPromptInput,
  turnSystemPrompt,
  turnUserMessage,
} from "./turn-prompt.js";

export interface WrittenTurn {
  content: string;
  citations: DebateCitation[];
  /** The model's analysis after the guard; null when it did not give one in the expected form. */
  analysis: string | null;
}

/** The most passages one turn offers the model (his texts can run to many; the best-ranked come first). */
const MAX_PASSAGES = 8;

/** Fewest words a turn must keep after the guard to be worth showing. */
const MIN_WORDS = 12;

/** The passages a turn may quote, numbered for the model; Latin is never offered, so none can pass. */
export function numberedSources(passages: Passage[]): SourceText[] {
  return passages.map((p, i) => ({
    number: i + 1,
    passageId: p.id,
    reference: p.reference,
    articleRef: p.articleRef,
    title: p.title,
    work: p.work,
    section: p.section,
    sectionKind: p.sectionKind,
    content: p.content,
    latin: null,
  }));
}

/** Calls the model once under the configured time limit. */
async function askModel(configured: ConfiguredModel, system: string, user: string): Promise<string> {
  // Loaded before the time limit starts counting.
  const [{ generateText }, model] = await Promise.all([aiSdk(), configured.model()]);
  return withinTime(configured, async (abortSignal) => {
    const result = await generateText({
      model,
      system,
      messages: [{ role: "user", content: user }],
      maxOutputTokens: configured.maxTokens,
      maxRetries: 0,
      temperature: 0.3,
      abortSignal,
    });
    return result.text;
  });
}

/** Straight double quotes around a checked quotation become the typographic ones the screens use. */
const curlQuotes = (text: string) => text.replace(/"([^"\n]+)"/g, "“$1”");

function split(raw: string): { argument: string; analysis: string } {
  const at = raw.indexOf(ANALYSIS_HEADING);
  const argument = (at >= 0 ? raw.slice(0, at) : raw).replace(ARGUMENT_HEADING, "").trim();
  const analysis = at >= 0 ? raw.slice(at + ANALYSIS_HEADING.length).trim() : "";
  return { argument, analysis };
}

const ANALYSIS_FORM = /^(?:Claim|Main idea): .+$[\s\S]*^Weakest point: .+$/m;

function citationsFrom(used: Map<number, string[]>, sources: SourceText[]): DebateCitation[] {
  const out: DebateCitation[] = [];
  for (const [n, quotes] of used) {
    const s = sources.find((x) => x.number === n);
    if (!s) continue;
    out.push({
      work: s.work,
      section: s.section,
      reference: s.reference,
      ...(quotes.length > 0 ? { relevantText: quotes.join(" … ") } : {}),
      language: "en",
      translations: [],
      passageId: s.passageId,
      sectionKind: s.sectionKind,
    });
  }
  return out;
}

const quotedCount = (used: Map<number, string[]>, sources: SourceText[]) =>
  [...used].filter(
    ([n, quotes]) => quotes.length > 0 && sources.find((s) => s.number === n)?.sectionKind !== "objection",
  ).length;

/**
 * One debate turn written by the model from the composer's grounding, then checked: every quotation must be
 * verbatim in a passage supplied (Latin never is), a paragraph reversing Aquinas' verdict is dropped, an
 * objection is labelled, and an opponent's view is labelled a summary. What is left must still argue.
 */
export async function writeTurn(
  configured: ConfiguredModel,
  composed: ComposedTurn,
  input: Omit<TurnPromptInput, "grounding" | "sources">,
): Promise<WrittenTurn> {
  const grounding = composed.grounding;
  if (!grounding) throw new ModelSetAside("unusable", "This turn has nothing for the model to argue from.");
  const sources = numberedSources(grounding.passages.slice(0, MAX_PASSAGES));
  const prompt: TurnPromptInput = { ...input, grounding, sources };
  const raw = await askModel(configured, turnSystemPrompt(prompt), turnUserMessage(prompt));
  const parts = split(raw);
  const verdict = grounding.digest?.verdict ?? null;
  const paragraphs = parts.argument
    .split(/\n\s*\n/)
    .filter((p) => !(input.isAquinas && verdict && breaksVerdict(p, verdict)));
  const guarded = guardReply(paragraphs.join("\n\n"), sources);
  if (wordCount(guarded.text) < MIN_WORDS)
    throw new ModelSetAside("unusable", "The model's turn did not survive the citation check.");
  if (input.isAquinas && sources.length > 0 && quotedCount(guarded.used, sources) === 0)
    throw new ModelSetAside("unusable", "The model's turn kept no verified quotation of Aquinas.");

  let content = curlQuotes(guarded.text);
  const citations = citationsFrom(guarded.used, sources);
  if (!input.isAquinas) {
    // The model writes about his view: that is a summary, and says so, with his own words only where quoted.
    const label = `**Summary of ${input.speakerName}'s view** (written from our summary of his view, not a quotation; only words quoted with a reference are his):`;
    content = `${label} ${content}`;
    if (sources.length === 0)
      content += `\n\n${input.speakerName}'s own texts on this are not in the library, so this turn gives his position as a summary.`;
    citations.push(...composed.citations.filter((c) => c.sectionKind === "summary"));
  }
  const analysisText = guardReply(parts.analysis, sources).text;
  return {
    content,
    citations,
    analysis: ANALYSIS_FORM.test(analysisText) ? curlQuotes(analysisText) : null,
  };
}
