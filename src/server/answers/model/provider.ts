import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../../config/env.js";

/** The configured model: any OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio, OpenAI) or Anthropic. */
export function languageModel(env: Env): LanguageModel {
  if (env.AI_PROVIDER === "openai-compatible") {
    const provider = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: env.AI_BASE_URL!,
      apiKey: env.AI_API_KEY,
    });
    return provider.chatModel(env.AI_MODEL!);
  }
  if (env.AI_PROVIDER === "anthropic") {
    const provider = createAnthropic({
      apiKey: env.AI_API_KEY,
      ...(env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {}),
    });
    return provider(env.AI_MODEL!);
  }
  throw new Error("No model is configured (AI_PROVIDER is none).");
}
