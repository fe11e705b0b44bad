import type { EducationLevel } from "@common/education/levels";
import { bankQuestions, LEVEL_BANKS } from "./banks";
import { CATEGORY_KEYWORDS } from "./category-keywords";
import { FOLLOW_UPS, registerOf } from "./follow-ups";
import { SUGGESTION_CATEGORIES, type SuggestionCategory } from "./types";
import { pruneUsed } from "./used-suggestions";

export type RandomSource = () => number;

export interface ContextMessage {
  role: "user" | "assistant";
  content: string;
}

export interface SuggestionResult {
  questions: string[];
  /** The used-suggestion memory after the clearing rule; persist it when it changed. */
  used: string[];
}

const FOLLOW_UP_MAX = 4;
const CONTEXT_MESSAGES = 3;
const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from how i in is it me my of on or so that the this to was we what when where which who why will with you your".split(
    " ",
  ),
);

function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Picks from the unused questions, applying the clearing rule, and falling back to used ones if needed. */
function unusedFrom(pool: readonly string[], used: readonly string[]): { fresh: string[]; used: string[] } {
  let memory = [...used];
  let fresh = pool.filter((q) => !memory.includes(q));
  memory = pruneUsed(memory, fresh.length);
  fresh = pool.filter((q) => !memory.includes(q));
  return { fresh, used: memory };
}

/** A new conversation: a random 3 or 4 from the level's bank (§5). */
export function openingSuggestions(
  level: EducationLevel,
  used: readonly string[],
  random: RandomSource = Math.random,
): SuggestionResult {
  const pool = bankQuestions(level);
  const { fresh, used: memory } = unusedFrom(pool, used);
  const count = random() < 0.5 ? 3 : 4;
  const picked = shuffle(fresh, random).slice(0, count);
  // When nearly everything has been used, top up with used questions rather than show too few.
  if (picked.length < count) {
    picked.push(
      ...shuffle(
        pool.filter((q) => !picked.includes(q)),
        random,
      ).slice(0, count - picked.length),
    );
  }
  return { questions: picked, used: memory };
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t));
}

function containsStem(text: string, stem: string): boolean {
  if (stem.includes(" ")) return text.includes(stem);
  return tokens(text).some((t) => t.startsWith(stem));
}

interface WeightedContext {
  lastUser: string;
  lastAssistant: string;
  recent: string;
}

function weightedContext(messages: readonly ContextMessage[]): WeightedContext {
  const recent = messages.slice(-CONTEXT_MESSAGES);
  const last = (role: ContextMessage["role"]) => recent.findLast((m) => m.role === role)?.content ?? "";
  return {
    lastUser: last("user").toLowerCase(),
    lastAssistant: last("assistant").toLowerCase(),
    recent: recent
      .map((m) => m.content)
      .join("\n")
      .toLowerCase(),
  };
}

/** 3 if the stem is in the last user message, 2 if in the last reply, 1 if anywhere in the recent text. */
export function keywordWeight(stem: string, ctx: WeightedContext): number {
  if (containsStem(ctx.lastUser, stem)) return 3;
  if (containsStem(ctx.lastAssistant, stem)) return 2;
  if (containsStem(ctx.recent, stem)) return 1;
  return 0;
}

/** Categories in order of weight; philosophical and theological when nothing matches (§5). */
export function rankCategories(messages: readonly ContextMessage[]): SuggestionCategory[] {
  const ctx = weightedContext(messages);
  const scored = SUGGESTION_CATEGORIES.map((category) => ({
    category,
    score: CATEGORY_KEYWORDS[category].reduce((sum, stem) => sum + keywordWeight(stem, ctx), 0),
  })).filter((s) => s.score > 0);
  if (scored.length === 0) return ["philosophical", "theological"];
  return scored.sort((a, b) => b.score - a.score).map((s) => s.category);
}

function relevance(question: string, ctx: WeightedContext): number {
  return [...new Set(tokens(question))].reduce((sum, word) => sum + keywordWeight(word, ctx), 0);
}

/** Follow-up mode: up to 4 questions from the last 3 messages, best categories first (§5). */
export function followUpSuggestions(
  messages: readonly ContextMessage[],
  level: EducationLevel,
  used: readonly string[],
  random: RandomSource = Math.random,
): SuggestionResult {
  const ctx = weightedContext(messages);
  const asked = new Set(messages.filter((m) => m.role === "user").map((m) => m.content.trim()));
  const categories = rankCategories(messages).slice(0, 3);
  const bank = LEVEL_BANKS[level];
  const ownBank = (c: SuggestionCategory) => (c === "practical" || c === "comparative" ? [] : bank[c]);
  const register = registerOf(level);
  const pool = categories.flatMap((c) => [...FOLLOW_UPS[c][register], ...ownBank(c)]);
  const { fresh, used: memory } = unusedFrom(pool, used);

  const ranked = categories.map((c) => {
    // A bank question joins only when it shares words with the conversation; the follow-ups always fit.
    const bankMatches = ownBank(c).filter((q) => relevance(q, ctx) > 0);
    const own = [...FOLLOW_UPS[c][register], ...bankMatches].filter(
      (q) => fresh.includes(q) && !asked.has(q),
    );
    // Random order first, then a stable sort by relevance: ties come out differently on each refresh.
    return shuffle(own, random).sort((a, b) => relevance(b, ctx) - relevance(a, ctx));
  });

  const questions: string[] = [];
  for (
    let round = 0;
    questions.length < FOLLOW_UP_MAX && ranked.some((list) => list.length > round);
    round++
  ) {
    for (const list of ranked) {
      const q = list[round];
      if (q && !questions.includes(q) && questions.length < FOLLOW_UP_MAX) questions.push(q);
    }
  }
  return { questions, used: memory };
}
