import type { LanguageModel } from "ai";
import { z } from "zod";
import { EDUCATION_LEVEL_INFO } from "../../../common/education/levels.js";
import type { GeneratedMaterial } from "../../../common/materials/contract.js";
import { aiSdk } from "../../answers/model/provider.js";
import type { Env } from "../../config/env.js";
import type { ComposeRequest } from "../compose/compose-material.js";
import { guardMaterial, textsOf } from "../guard/material-guard.js";
import { materialPrompt } from "./material-prompt.js";

/** The JSON the model is asked for; the type and level are ours, not the model's. */
const modelMaterialSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().max(600),
  content: z.string().trim().min(1),
});

/** Materials are longer than replies: the model gets at least this many tokens for one. */
const MIN_MATERIAL_TOKENS = 3000;

/**
 * Lets the configured model write the material from the same articles; the material guard then drops
 * every line whose quotation is not his text at the reference it names.
 */
export async function writeMaterialWithModel(
  env: Env,
  model: LanguageModel,
  request: ComposeRequest,
): Promise<GeneratedMaterial & { removed: string[] }> {
  const { generateText, Output } = await aiSdk();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.AI_TIMEOUT_MS);
  try {
    const { output } = await generateText({
      model,
      system: materialPrompt(request),
      prompt: "Write the material now.",
      output: Output.object({ schema: modelMaterialSchema }),
      maxOutputTokens: Math.max(env.AI_MAX_TOKENS, MIN_MATERIAL_TOKENS),
      temperature: 0.3,
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const guarded = guardMaterial(output.content, textsOf(request.articles));
    const level = EDUCATION_LEVEL_INFO[request.educationLevel].label;
    return {
      title: output.title,
      description: output.description || `For ${level} learners.`,
      materialType: request.materialType,
      educationLevel: request.educationLevel,
      content: guarded.content,
      removed: guarded.removed,
    };
  } finally {
    clearTimeout(timer);
  }
}
