import { normalizeQuestion, scholasticTermsFor } from "./vocabulary/index.js";

/** A piece of text to turn into search lexemes, with how much its lexemes count. */
export interface QueryText {
  text: string;
  weight: number;
}

/** Words that say nothing about the matter asked (the search stop list removes the rest). */
const FILLER = new Set(
  (
    "aquinas aquinas's thomas thomas's saint st thomist thomists think thinks thought say says said view views " +
    "opinion opinions teach teaches taught really actually exactly basically just okay ok kind sort stuff " +
    "thing things someone somebody anyone anybody something lot lots like get got getting please explain " +
    "tell describe mean means meaning whether would could can also even still ever always anything everything " +
    "wrong allowed acceptable permissible immoral morally sinful justified"
  ).split(" "),
);

/** Openings that mark a follow-up leaning on what was said before ("why?", "what about animals?"). */
const FOLLOW_UP = /^(why|how so|and|but|so|what about|how about|what if|is that|does that|is it|was it|then|really|which|who|in what way)\b/;

const SCHOLASTIC_WEIGHT = 1;
const CONTEXT_WEIGHT = 0.5;

function contentWords(normalized: string): string[] {
  return normalized
    .split(" ")
    .map((w) => w.replace(/'s$/, "").replace(/'/g, ""))
    .filter((w) => w.length > 1 && !FILLER.has(w));
}

/** The context a short follow-up needs: the latest earlier question, else the latest message. */
function contextFor(recent: string[]): string | null {
  const latest = [...recent].reverse();
  const question = latest.find((m) => m.trim().endsWith("?") && m.length <= 400);
  const chosen = question ?? latest[0];
  if (!chosen) return null;
  return chosen.split(/\s+/).slice(0, 40).join(" ");
}

function isFollowUp(normalized: string, words: string[]): boolean {
  return words.length <= 2 || (FOLLOW_UP.test(normalized) && words.length <= 5);
}

/**
 * Turns a learner's question into weighted texts for the search: the question's own words, the
 * scholastic wording of the modern terms it uses, and for a short follow-up the earlier question.
 */
export function queryTexts(question: string, recent: string[] = []): QueryText[] {
  const normalized = normalizeQuestion(question);
  const words = contentWords(normalized);
  const texts: QueryText[] = [];
  if (words.length > 0) texts.push({ text: words.join(" "), weight: 1 });
  for (const scholastic of scholasticTermsFor(normalized)) texts.push({ text: scholastic, weight: SCHOLASTIC_WEIGHT });
  if (isFollowUp(normalized, words)) {
    const context = contextFor(recent);
    if (context) {
      const earlier = normalizeQuestion(context);
      const earlierWords = contentWords(earlier);
      if (earlierWords.length > 0) texts.push({ text: earlierWords.join(" "), weight: CONTEXT_WEIGHT });
      for (const scholastic of scholasticTermsFor(earlier))
        texts.push({ text: scholastic, weight: CONTEXT_WEIGHT * SCHOLASTIC_WEIGHT });
    }
  }
  return texts;
}
