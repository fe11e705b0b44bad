import type { ComparisonResult } from "../../common/comparison/contract.js";
import { type ConfiguredModel, ModelSetAside } from "../answers/model/configured-model.js";
import type { KnowledgeSources } from "../answers/types.js";
import { type ComparisonInput, groundComparison } from "./generate.js";
import { modelComparison } from "./model/model-comparison.js";

/**
 * The comparison: grounded in the knowledge base and the catalogue; with a model configured, written by the
 * model from the same passages and notes and checked, or — when the model fails, is too slow or its answer
 * does not pass — the grounded one, saying why.
 */
export async function compare(
  sources: KnowledgeSources,
  input: ComparisonInput,
  model: ConfiguredModel | null,
): Promise<ComparisonResult> {
  const grounded = await groundComparison(sources, input);
  if (!model) return grounded.result;
  try {
    return await modelComparison(model, grounded, input);
  } catch (error) {
    if (!(error instanceof ModelSetAside)) throw error;
    return {
      ...grounded.result,
      fallback: {
        reason: error.reason,
        message: `${error.message} This comparison was composed from the knowledge base without the model.`,
      },
    };
  }
}

const KEEP_MS = 10 * 60_000;

/**
 * The model's comparisons of the last minutes by request, so that adding one to a chat stores what was
 * shown (checked on the server when it was made) rather than a new and different text.
 */
export function recentComparisons() {
  const kept = new Map<string, { at: number; result: ComparisonResult }>();
  const keyOf = (input: ComparisonInput) =>
    JSON.stringify([input.philosopher, input.topic, input.educationLevel, input.context ?? ""]);
  return {
    remember(input: ComparisonInput, result: ComparisonResult) {
      if (result.engine === "composer") return;
      const now = Date.now();
      for (const [k, v] of kept) if (now - v.at > KEEP_MS) kept.delete(k);
      kept.set(keyOf(input), { at: now, result });
    },
    recall(input: ComparisonInput): ComparisonResult | null {
      const hit = kept.get(keyOf(input));
      return hit && Date.now() - hit.at <= KEEP_MS ? hit.result : null;
    },
  };
}
