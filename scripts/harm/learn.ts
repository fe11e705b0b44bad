import { HARMFUL, MORAL_QUESTIONS } from "../../bench/answers/harmful-lists.js";
import { DEV_QUESTIONS } from "../../bench/answers/questions.js";
import { HARMFUL_SECOND, MORAL_SECOND, UNTREATED_FOURTH } from "../../bench/answers/second-lists.js";
import { HARMFUL_THIRD, MORAL_THIRD } from "../../bench/answers/third-lists.js";
import { DEVELOPMENT } from "../../bench/retrieval/dev-set.js";
import { BIAS, harmFeatures } from "../../src/server/answers/harm-features.js";

/** Chosen by five-fold cross-validation on the development lists (docs/benchmarks.md). */
const RATE = 0.1;
const DECAY = 0.01;
const EPOCHS = 300;
/** Weights smaller than this are left out: they change no decision. */
const SMALLEST = 0.05;

export interface HarmExamples {
  requests: string[];
  answered: string[];
}

/** The development lists: every request to decline, and every question to answer. */
export const developmentExamples = (): HarmExamples => ({
  requests: [...HARMFUL, ...HARMFUL_SECOND, ...HARMFUL_THIRD],
  answered: [
    ...MORAL_QUESTIONS,
    ...MORAL_SECOND,
    ...MORAL_THIRD,
    ...UNTREATED_FOURTH,
    ...DEVELOPMENT.map((q) => q.question),
    ...DEV_QUESTIONS,
  ],
});

/** Stochastic gradient descent in the lists' own order; requests weigh as much, together, as the rest. */
export function trainHarmWeights(examples: HarmExamples = developmentExamples()): Record<string, number> {
  const data = [
    ...examples.requests.map((t) => ({ features: harmFeatures(t), label: 1 })),
    ...examples.answered.map((t) => ({ features: harmFeatures(t), label: 0 })),
  ];
  const requestWeight = examples.answered.length / Math.max(1, examples.requests.length);
  const w = new Map<string, number>();
  let bias = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const { features, label } of data) {
      const score = features.reduce((s, f) => s + (w.get(f) ?? 0), bias);
      const gradient = (1 / (1 + Math.exp(-score)) - label) * (label ? requestWeight : 1);
      bias -= RATE * gradient * 0.1;
      for (const f of features) w.set(f, (w.get(f) ?? 0) * (1 - RATE * DECAY) - RATE * gradient);
    }
  }
  const kept: Record<string, number> = { [BIAS]: Number(bias.toFixed(4)) };
  for (const [f, v] of [...w].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (Math.abs(v) >= SMALLEST) kept[f] = Number(v.toFixed(4));
  return kept;
}
