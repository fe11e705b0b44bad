import type { Env } from "../config/env.js";
import { createComposerEngine } from "./composer-engine.js";
import { createModelEngine } from "./model/model-engine.js";
import { modelLoader } from "./model/provider.js";
import type { AnswerEngine, KnowledgeSources } from "./types.js";

/** The back end named by AI_PROVIDER: the grounded composer by default, or a model. */
export function createAnswerEngine(env: Env, sources: KnowledgeSources): AnswerEngine {
  if (env.AI_PROVIDER === "none") return createComposerEngine(sources);
  return createModelEngine(env, sources, modelLoader(env));
}
