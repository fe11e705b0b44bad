import type { LanguageModel } from "ai";
import type { Env } from "../../config/env.js";

/**
 * The configured model: any OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio, OpenAI) or Anthropic.
 * Only the named provider's package is loaded, and only when this is first called: a server without a model
 * never loads the AI SDK (about 150 ms of module loading at every start otherwise).
 */
export async function languageModel(env: Env): Promise<LanguageModel> {
  if (env.AI_PROVIDER === "openai-compatible") {
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    const provider = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: env.AI_BASE_URL!,
      apiKey: env.AI_API_KEY,
      supportsStructuredOutputs: env.AI_STRUCTURED_OUTPUTS,
    });
    return provider.chatModel(env.AI_MODEL!);
  }
  if (env.AI_PROVIDER === "anthropic") {
    const { createAnthropic } = await import("@ai-sdk/anthropic");
    const provider = createAnthropic({
      apiKey: env.AI_API_KEY,
      ...(env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {}),
    });
    return provider(env.AI_MODEL!);
  }
  throw new Error("No model is configured (AI_PROVIDER is none).");
}

/** The configured model, made the first time it is asked for and the same one after. */
export type ModelLoader = () => Promise<LanguageModel>;

export function modelLoader(env: Env): ModelLoader {
  let loading: Promise<LanguageModel> | null = null;
  return () => {
    loading ??= languageModel(env).catch((error: unknown) => {
      // A failed load (a package missing) is tried again on the next call rather than remembered.
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The AI SDK's functions, loaded on the first model call. */
export const aiSdk = () => import("ai");
