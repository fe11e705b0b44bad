import type { Env } from "../../config/env.js";
import type { EngineName } from "../types.js";
import { type ModelLoader, modelLoader } from "./provider.js";

/** The configured model with its limits, for the capabilities that let it write beside the composer. */
export interface ConfiguredModel {
  name: Exclude<EngineName, "composer">;
  /** Loads the provider's package on the first call, not when the routes are registered. */
  model: ModelLoader;
  timeoutMs: number;
  maxTokens: number;
}

/** The model AI_PROVIDER names, or null when none is configured (the grounded composer alone). */
export function configuredModel(env: Env): ConfiguredModel | null {
  if (env.AI_PROVIDER === "none") return null;
  return {
    name: env.AI_PROVIDER,
    model: modelLoader(env),
    timeoutMs: env.AI_TIMEOUT_MS,
    maxTokens: env.AI_MAX_TOKENS,
  };
}

export type FallbackReason = "timeout" | "error" | "unusable";

/** Why a model's work was set aside for the grounded composer's; the message is shown to the learner. */
export class ModelSetAside extends Error {
  constructor(
    readonly reason: FallbackReason,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT = "The model did not answer in time.";

/** Runs one model call under the configured time limit; any failure becomes a reason to set it aside. */
export async function withinTime<T>(
  configured: ConfiguredModel,
  call: (signal: AbortSignal) => Promise<T>,
  unusable: (error: unknown) => boolean = () => false,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), configured.timeoutMs);
  try {
    const result = await call(controller.signal);
    if (controller.signal.aborted) throw new ModelSetAside("timeout", TIMEOUT);
    return result;
  } catch (error) {
    if (error instanceof ModelSetAside) throw error;
    if (controller.signal.aborted) throw new ModelSetAside("timeout", TIMEOUT);
    if (unusable(error))
      throw new ModelSetAside("unusable", "The model's answer was not in the form required.");
    throw new ModelSetAside("error", "The model could not be reached or refused the request.");
  } finally {
    clearTimeout(timer);
  }
}
