import type { ComparisonResult } from "../../../common/comparison/contract.js";
import { COMPARISON_PHILOSOPHERS } from "../../../common/comparison/philosophers.js";
import { buildCitations } from "../../answers/citations.js";
import { type GuardedText, guardReply } from "../../answers/guard/citation-guard.js";
import { type ConfiguredModel, ModelSetAside, withinTime } from "../../answers/model/configured-model.js";
import { aiSdk } from "../../answers/model/provider.js";
import type { SourceText } from "../../answers/types.js";
import type { ComparisonInput, GroundedComparison } from "../generate.js";
import {
  comparisonSystemPrompt,
  comparisonUserMessage,
  type ModelComparison,
  modelComparisonSchema,
} from "./comparison-prompt.js";

const ENGLISH_ONLY = { primary: "en" as const, showOriginalLatin: false, showTranslations: false };
const VERDICT: Record<string, string> = {
  yes: "yes",
  no: "no",
  distinguishes: "he distinguishes: yes in one sense, no in another",
};

/** His passages first, then the other thinker's, numbered once for the whole comparison. Latin is never offered. */
function numbered(grounded: GroundedComparison): {
  all: SourceText[];
  aquinas: SourceText[];
  his: SourceText[];
} {
  const aquinas: SourceText[] = [];
  const seen = new Set<string>();
  for (const p of grounded.aquinas.passages) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    aquinas.push({
      number: aquinas.length + 1,
      passageId: p.id,
      reference: p.reference,
      articleRef: p.articleRef,
      title: p.title,
      work: p.work,
      section: p.section,
      sectionKind: p.sectionKind,
      content: p.content,
      latin: null,
    });
  }
  const his: SourceText[] = grounded.other.passages.map((p, i) => ({
    number: aquinas.length + i + 1,
    passageId: p.id,
    reference: p.reference,
    articleRef: p.reference,
    title: p.work,
    work: p.work,
    section: p.section,
    sectionKind: p.sectionKind as SourceText["sectionKind"],
    content: p.content,
    latin: null,
  }));
  return { all: [...aquinas, ...his], aquinas, his };
}

const curlQuotes = (text: string) => text.replace(/"([^"\n]+)"/g, "“$1”");

const quotedFrom = (g: GuardedText, within: SourceText[]) =>
  [...g.used].filter(([n, quotes]) => quotes.length > 0 && within.some((s) => s.number === n));

/**
 * The comparison written by the model as JSON and checked: it must match the schema, every quotation must
 * be verbatim in a passage supplied for that part (his part quotes only his own words), no reference may
 * be invented and no Latin written; his part must keep a verified quotation of Aquinas. Otherwise it is
 * set aside, and the grounded comparison is given instead.
 */
export async function modelComparison(
  configured: ConfiguredModel,
  grounded: GroundedComparison,
  input: ComparisonInput,
): Promise<ComparisonResult> {
  const base = grounded.result;
  const name = COMPARISON_PHILOSOPHERS[input.philosopher].name;
  const sources = numbered(grounded);
  const main = grounded.aquinas.main;
  const system = comparisonSystemPrompt(
    {
      aquinasName: "Saint Thomas Aquinas",
      philosopherName: name,
      topic: base.topic ?? input.topic,
      level: input.educationLevel,
      aquinasAnswer: main ? `in ${main.ref} (${main.title}) ${VERDICT[main.verdict]}. ${main.plain}` : null,
      summary: `${grounded.position.summary} (see ${grounded.position.references.join("; ")})`,
      similarities: base.key_similarities,
      differences: base.key_differences,
      historicalContext: base.historical_context,
      hisNumbers: sources.his.map((s) => s.number),
    },
    sources.all,
  );
  // Loaded before the time limit starts counting.
  const [{ APICallError, generateText, Output }, model] = await Promise.all([aiSdk(), configured.model()]);
  const written: ModelComparison = await withinTime(
    configured,
    async (abortSignal) => {
      const result = await generateText({
        model,
        system,
        messages: [
          { role: "user", content: comparisonUserMessage(base.topic ?? input.topic, input.context) },
        ],
        output: Output.object({ schema: modelComparisonSchema }),
        maxOutputTokens: configured.maxTokens,
        maxRetries: 0,
        temperature: 0.2,
        abortSignal,
      });
      return modelComparisonSchema.parse(result.output);
    },
    (error) => !APICallError.isInstance(error),
  );

  const aquinas = guardReply(written.aquinas_position, sources.aquinas);
  const his = guardReply(written.comparison_philosopher_position, sources.his);
  const rest = [
    ...written.key_similarities,
    ...written.key_differences,
    written.historical_context,
    written.educational_summary,
  ].map((text) => guardReply(text, sources.all));
  const parts = [aquinas, his, ...rest];
  const broken = parts.find((g) => g.removed.quotations + g.removed.citations + g.removed.latin > 0);
  if (broken)
    throw new ModelSetAside(
      "unusable",
      broken.removed.latin > 0
        ? "The model wrote Latin of its own."
        : "The model quoted words or cited passages that are not in the knowledge base.",
    );
  if (sources.aquinas.length > 0 && quotedFrom(aquinas, sources.aquinas).length === 0)
    throw new ModelSetAside("unusable", "The model's comparison quoted none of Aquinas' words.");

  const used = new Map<number, string[]>();
  for (const g of parts)
    for (const [n, quotes] of g.used) used.set(n, [...new Set([...(used.get(n) ?? []), ...quotes])]);
  const philosopherQuoted = quotedFrom(his, sources.his).length > 0;
  const label = "Summary (our words, not a quotation; only words quoted with a reference are his):";
  const hisText = [
    `${label} ${curlQuotes(his.text)}`,
    ...(philosopherQuoted
      ? []
      : [`The knowledge base holds none of ${name}'s own words on this, so the above is a summary only.`]),
  ].join("\n");
  const [similarities, differences] = [
    rest.slice(0, written.key_similarities.length),
    rest.slice(
      written.key_similarities.length,
      written.key_similarities.length + written.key_differences.length,
    ),
  ];
  const [history, summary] = rest.slice(-2) as [GuardedText, GuardedText];
  return {
    ...base,
    aquinas_position: curlQuotes(aquinas.text),
    comparison_philosopher_position: hisText,
    key_similarities: similarities.map((g) => curlQuotes(g.text)),
    key_differences: differences.map((g) => curlQuotes(g.text)),
    historical_context: curlQuotes(history.text),
    educational_summary: curlQuotes(summary.text),
    citations: buildCitations(used, sources.all, ENGLISH_ONLY),
    philosopherQuoted,
    engine: configured.name,
    fallback: null,
  };
}
