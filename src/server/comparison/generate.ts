import { CONTEXT_COMPARISON_TOPIC, comparisonTopicOrFallback } from "../../common/comparison/context.js";
import type { ComparisonResult } from "../../common/comparison/contract.js";
import {
  COMPARISON_PHILOSOPHERS,
  type ComparisonPhilosopherKey,
} from "../../common/comparison/philosophers.js";
import { COMPARISON_TOPICS, type ComparisonTopicKey } from "../../common/comparison/topics.js";
import type { EducationLevel } from "../../common/education/levels.js";
import type { KnowledgeSources } from "../answers/types.js";
import { type AquinasPart, aquinasPart } from "./aquinas-position.js";
import { AQUINAS_ARTICLES } from "./catalogue/aquinas-articles.js";
import { catalogue } from "./catalogue/load.js";
import type { CatalogueFile, CataloguePosition } from "./catalogue/schema.js";
import { educationalSummary } from "./educational-summary.js";
import { passageOfHis } from "./his-texts.js";
import { type PhilosopherPart, philosopherPart } from "./philosopher-position.js";
import { isFallbackTopic, matchTopic } from "./topic-match.js";

export interface ComparisonInput {
  philosopher: ComparisonPhilosopherKey;
  topic: string;
  educationLevel: EducationLevel;
  context?: string;
}

/** What the comparison is made on: his catalogue entry, the articles of Aquinas, and any note to say so. */
export interface ComparisonPlan {
  position: CataloguePosition;
  /** Aquinas' articles to quote; null: find his answer to the learner's own topic by retrieval. */
  aquinasRefs: string[] | null;
  note: string | null;
  /** For a topic his entry does not cover, the points of comparison are on another topic: say which. */
  pointsOn: string | null;
}

const label = (topic: ComparisonTopicKey) => COMPARISON_TOPICS[topic].label;

export function planComparison(
  file: CatalogueFile,
  topic: string,
  context: string | undefined,
): ComparisonPlan {
  const name = COMPARISON_PHILOSOPHERS[file.philosopher].name;
  const his = file.positions.map((p) => p.topic);
  const entry = (t: ComparisonTopicKey) => file.positions.find((p) => p.topic === t) as CataloguePosition;
  const core = entry(file.core);
  const fallback = isFallbackTopic(topic);
  const text = fallback ? (topic === CONTEXT_COMPARISON_TOPIC ? (context ?? "") : "") : topic;
  const asked = matchTopic(text) ?? (fallback ? null : matchTopic(context ?? ""));
  const refsOf = (p: CataloguePosition) => p.aquinas ?? AQUINAS_ARTICLES[p.topic];
  if (asked && his.includes(asked))
    return { position: entry(asked), aquinasRefs: refsOf(entry(asked)), note: null, pointsOn: null };
  if (asked) {
    const nearest = matchTopic(text, his);
    const position = nearest ? entry(nearest) : core;
    return {
      position,
      aquinasRefs: refsOf(position),
      note: `Our catalogue has no entry on ${name}'s view of ${label(asked).toLowerCase()}; both are compared on ${label(position.topic).toLowerCase()}, ${nearest ? "the nearest topic he treats" : "his central theme"}.`,
      pointsOn: null,
    };
  }
  if (fallback)
    return {
      position: core,
      aquinasRefs: refsOf(core),
      note: `Compared on ${name}'s central theme: ${label(core.topic).toLowerCase()}.`,
      pointsOn: null,
    };
  return {
    position: core,
    aquinasRefs: null,
    note: `Our catalogue has no entry on ${name}'s view of “${topic}”; here is his central theme, ${label(core.topic).toLowerCase()}, for comparison.`,
    pointsOn: label(core.topic),
  };
}

/** The last lines of the conversation context, newest last, for retrieval's follow-up handling. */
const recentLines = (context: string | undefined) =>
  (context ?? "")
    .split("\n")
    .filter((l) => l.trim())
    .slice(-3);

/** What the grounded comparison was made from: a model writing the same comparison starts from it. */
export interface GroundedComparison {
  result: ComparisonResult;
  aquinas: AquinasPart;
  other: PhilosopherPart;
  position: CataloguePosition;
}

/** A comparison grounded in the knowledge base and the catalogue, without any model. */
export async function generateComparison(
  sources: KnowledgeSources,
  input: ComparisonInput,
): Promise<ComparisonResult> {
  return (await groundComparison(sources, input)).result;
}

export async function groundComparison(
  sources: KnowledgeSources,
  input: ComparisonInput,
): Promise<GroundedComparison> {
  const topic = comparisonTopicOrFallback(input.topic, Boolean(input.context?.trim()));
  const file = catalogue().get(input.philosopher);
  if (!file) throw new Error(`No catalogue file for ${input.philosopher}`);
  const info = COMPARISON_PHILOSOPHERS[input.philosopher];
  const plan = planComparison(file, topic, input.context);
  // Where his entry does not cover what was asked, his own works may still speak to it.
  const lookInHisWorks = plan.note !== null && !isFallbackTopic(topic);
  const [aquinas, onTopic] = await Promise.all([
    aquinasPart(sources, {
      refs: plan.aquinasRefs,
      topic,
      recent: recentLines(input.context),
      level: input.educationLevel,
    }),
    lookInHisWorks ? passageOfHis(sources, input.philosopher, topic) : Promise.resolve(null),
  ]);
  const other = await philosopherPart(sources.db, input.philosopher, plan.position, plan.note, onTopic);
  const prefix = plan.pointsOn ? `On ${plan.pointsOn.toLowerCase()}: ` : "";
  const result: ComparisonResult = {
    aquinas_position: aquinas.text,
    comparison_philosopher_position: other.text,
    key_similarities: plan.position.similarities.map((s) => prefix + s),
    key_differences: plan.position.differences.map((d) => prefix + d),
    historical_context: `${info.name} (${info.period}; ${info.location}). ${file.historicalContext}`,
    educational_summary: educationalSummary(info.name, plan.position, aquinas, input.educationLevel),
    topic,
    philosopher: input.philosopher,
    matchedTopic: plan.position.topic,
    citations: [...aquinas.citations, ...other.citations],
    philosopherQuoted: other.quoted,
    engine: "composer",
  };
  return { result, aquinas, other, position: plan.position };
}

export type { AquinasPart };
