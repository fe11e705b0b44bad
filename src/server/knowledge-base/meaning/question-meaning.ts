import { type MeaningEncoder, startEncoder } from "./encoder.js";

/**
 * The one encoder of this process, started on first use. Retrieval asks it for a question's meaning and,
 * when it is off, cannot load, fails or is slow, ranks by words alone: a question is never refused for it.
 */
let enabled = true;
let shared: Promise<MeaningEncoder | null> | null = null;
/** How the encoder's loading went (whether it is used is `enabled`'s to say). */
let state: "loading" | "ready" | "failed" = "loading";
let failure: string | null = null;

/** Set from RETRIEVAL_MEANING when the server starts (on unless "false"). */
export function weighMeaning(on: boolean): void {
  enabled = on;
}

export function meaningState(): { state: "off" | typeof state; failure: string | null } {
  return { state: enabled ? state : "off", failure };
}

/** Whether questions are encoded at all: not when the encoder is turned off or has failed. */
export function meaningWeighed(): boolean {
  const { state: now } = meaningState();
  return now !== "off" && now !== "failed";
}

export function sharedEncoder(): Promise<MeaningEncoder | null> {
  if (!enabled) return Promise.resolve(null);
  shared ??= startEncoder().then(
    (encoder) => {
      state = "ready";
      return encoder;
    },
    (error: Error) => {
      state = "failed";
      failure = error.message;
      return null;
    },
  );
  return shared;
}

/**
 * The vectors of some texts, encoded at once, or null when retrieval must rank by words alone. A slow answer is
 * only this question's loss; a broken worker is the server's, and its health says so.
 */
async function encoded(texts: string[]): Promise<Float32Array[] | null> {
  const encoder = await sharedEncoder();
  if (!encoder) return null;
  try {
    return await encoder.encode(texts);
  } catch {
    const broken = encoder.broken();
    if (broken) {
      state = "failed";
      failure = broken.message;
    }
    return null;
  }
}

/** A question's vector, or null when retrieval must rank by words alone. */
export async function questionMeaning(text: string): Promise<Float32Array | null> {
  return (await encoded([text]))?.[0] ?? null;
}

/**
 * The meaning of a question read after what it leans on: the two encoded at once, the earlier one's vector
 * weighed `earlier` against the question's own (null as questionMeaning).
 */
export async function leaningMeaning(
  question: string,
  leaning: string,
  earlier: number,
): Promise<Float32Array | null> {
  const [own, before] = (await encoded([question, leaning])) ?? [];
  if (!own || !before) return null;
  return own.map((v, i) => v + earlier * (before[i] as number));
}

/** Stops the encoder (tests and scripts that end their process themselves need not call it). */
export async function closeMeaning(): Promise<void> {
  const encoder = await shared;
  shared = null;
  state = "loading";
  failure = null;
  await encoder?.close();
}
