import type { ModelMessage, streamText } from "ai";
import type { Env } from "../../config/env.js";
import { AppError } from "../../http/app-error.js";
import { modernNamesIn } from "../../knowledge-base/retrieval/modern-matters.js";
import { buildCitations } from "../citations.js";
import { notTreated, smallTalk } from "../composer/small-talk.js";
import { type Grounding, ground, groundFromPassages } from "../gather.js";
import { guardReply } from "../guard/citation-guard.js";
import { wordCount } from "../guard/quotes.js";
import { unverifiedNote } from "../guard/unverified-note.js";
import { classifyIntent } from "../intent.js";
import type {
  AnswerEngine,
  AnswerResult,
  EngineName,
  KnowledgeSources,
  OnDelta,
  SourceText,
} from "../types.js";
import { breaksVerdict, type VerdictRule, verdictRule } from "../verdict-rule.js";
import { modelFailed, modelTimeout, modelUnavailable } from "./model-errors.js";
import { stripPromptEcho } from "./prompt-echo.js";
import { type AnswerNote, simplifyInstruction, systemPrompt } from "./prompts.js";
import { aiSdk, type ModelLoader } from "./provider.js";

const MAX_PASSAGES = 12;

interface Call {
  system: string;
  messages: ModelMessage[];
  sources: SourceText[];
  languagePreferences: Parameters<typeof buildCitations>[2];
  /** The verdict no paragraph may contradict. */
  verdict: VerdictRule;
}

function noteOf(grounding: Grounding): AnswerNote | null {
  const { main } = grounding;
  if (!main) return null;
  return {
    articleRef: main.articleRef,
    title: main.title,
    relevance: grounding.relevance,
    digest: main.digest ?? null,
  };
}

/** A back end that lets a language model word the reply; the guard checks every word it quotes. */
export function createModelEngine(env: Env, sources: KnowledgeSources, loadModel: ModelLoader): AnswerEngine {
  const name = env.AI_PROVIDER as Exclude<EngineName, "composer">;

  async function run(call: Call, onDelta?: OnDelta): Promise<AnswerResult> {
    // Loaded before the clock starts: the first call's load is not taken from the model's time.
    const [sdk, model] = await Promise.all([aiSdk(), loadModel()]);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), env.AI_TIMEOUT_MS);
    const settings = {
      model,
      system: call.system,
      messages: call.messages,
      maxOutputTokens: env.AI_MAX_TOKENS,
      maxRetries: 0,
      temperature: 0.3,
      abortSignal: controller.signal,
    };
    const used = new Map<number, string[]>();
    let unverified = 0;
    const guardPiece = (raw: string) => {
      // A paragraph that reverses his answer is not shown at all.
      if (breaksVerdict(raw, call.verdict)) return "";
      // The sentence saying that something was left out comes once, after the last piece.
      const guarded = guardReply(stripPromptEcho(raw), call.sources, { note: false });
      unverified += guarded.removed.sentences;
      for (const [n, quotes] of guarded.used) used.set(n, [...(used.get(n) ?? []), ...quotes]);
      return guarded.text;
    };
    const note = () => (unverified > 0 ? unverifiedNote(unverified) : "");
    try {
      let content: string;
      if (onDelta) {
        content = await streamGuarded(sdk.streamText, settings, guardPiece, onDelta, note);
      } else {
        const result = await sdk.generateText(settings);
        const text = guardPiece(result.text);
        content = text ? [text, note()].filter(Boolean).join("\n\n") : "";
      }
      if (controller.signal.aborted) throw modelTimeout();
      if (wordCount(content) < 3) throw modelFailed();
      const citations = buildCitations(used, call.sources, call.languagePreferences);
      return { content, citations, confidence: citations.length > 0 ? "high" : "low", engine: name };
    } catch (error) {
      // An aborted stream may end quietly with no words, so the clock is asked first.
      if (controller.signal.aborted) throw modelTimeout();
      if (error instanceof AppError) throw error;
      // An error status (or no answer at all) is the service's refusal, not a reply that failed checking.
      if (sdk.APICallError.isInstance(error) && (error.statusCode ?? 500) >= 400) throw modelUnavailable();
      throw modelFailed();
    } finally {
      clearTimeout(timer);
    }
  }

  const plain = (content: string): AnswerResult => ({
    content,
    citations: [],
    confidence: "low",
    engine: "composer",
  });

  function call(
    grounding: Grounding,
    system: (passages: SourceText[], note: AnswerNote | null) => string,
    messages: ModelMessage[],
    prefs: Call["languagePreferences"],
  ): Call {
    const passages = grounding.sources.slice(0, MAX_PASSAGES);
    return {
      system: system(passages, noteOf(grounding)),
      messages,
      sources: passages,
      languagePreferences: prefs,
      verdict: verdictRule(grounding),
    };
  }

  return {
    name,
    async answer(request, onDelta) {
      const intent = classifyIntent(request.question);
      if (intent !== "question") return plain(smallTalk(intent, request.educationLevel, request.question));
      const grounding = await ground(sources, request.question, request.recent);
      if (!grounding.main)
        return plain(
          notTreated(request.educationLevel, request.responseStyle, null, modernNamesIn(request.question)),
        );
      // The Anthropic Messages API rejects a conversation that opens with the assistant's turn.
      const recent = request.recent.slice(-3);
      const firstUser = recent.findIndex((m) => m.role === "user");
      const history: ModelMessage[] = recent
        .slice(firstUser < 0 ? recent.length : firstUser)
        .map((m) => ({ role: m.role, content: m.content }));
      const c = call(
        grounding,
        (passages, note) => systemPrompt(request.educationLevel, request.responseStyle, passages, note),
        [...history, { role: "user", content: request.question }],
        request.languagePreferences,
      );
      return run(c, onDelta);
    },
    async simplify(request, onDelta) {
      const grounding = await groundFromPassages(sources, request.passageIds);
      const c = call(
        grounding,
        (passages, note) => systemPrompt(request.educationLevel, "conversational", passages, note),
        [
          { role: "user", content: request.question },
          { role: "user", content: simplifyInstruction(request.previousReply) },
        ],
        request.languagePreferences,
      );
      return run(c, onDelta);
    },
  };
}

/** Streams the model's words, passing each finished paragraph through the guard before it is shown. */
async function streamGuarded(
  stream: typeof streamText,
  settings: Parameters<typeof streamText>[0],
  guardPiece: (raw: string) => string,
  onDelta: OnDelta,
  note: () => string,
): Promise<string> {
  const result = stream({ ...settings, onError: () => {} });
  const shown: string[] = [];
  let buffer = "";
  const flush = (raw: string) => {
    const text = guardPiece(raw);
    if (!text) return;
    onDelta(shown.length > 0 ? `\n\n${text}` : text);
    shown.push(text);
  };
  for await (const part of result.fullStream) {
    if (part.type === "error") throw part.error;
    if (part.type !== "text-delta") continue;
    buffer += part.text;
    const cut = buffer.lastIndexOf("\n\n");
    if (cut >= 0) {
      flush(buffer.slice(0, cut));
      buffer = buffer.slice(cut + 2);
    }
  }
  flush(buffer);
  // Only when a reply has words of its own does it say that something was left out.
  if (shown.length > 0 && note()) {
    onDelta(`\n\n${note()}`);
    shown.push(note());
  }
  return shown.join("\n\n");
}
