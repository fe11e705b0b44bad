import { GLOSSARY } from "../../answers/composer/glossary.js";
import { LETTERS, quote, sections, seededOrder } from "./markup.js";
import {
  answerInPlainWords,
  answerQuote,
  argumentSentences,
  asksOf,
  type MaterialInput,
  mainOf,
  settingsOf,
  termsOf,
} from "./material-input.js";
import type { Sourced } from "./study-article.js";

export const BLANK = "______";

const COMMON = new Set(
  "which there these those their would should because therefore whatever through things another himself itself according nothing".split(
    " ",
  ),
);

/** The word a learner fills in: a glossary term in the sentence, else its longest uncommon word. */
export function blankWord(sentence: string): string | null {
  for (const entry of GLOSSARY) {
    const m = entry.en.exec(sentence);
    if (m && !m[0].includes(" ")) return m[0];
  }
  const words = (sentence.match(/\b[A-Za-z]{5,}\b/g) ?? []).filter((w) => !COMMON.has(w.toLowerCase()));
  return words.sort((a, b) => b.length - a.length)[0] ?? null;
}

interface Blank {
  line: string;
  answer: string;
  ref: string;
}

function blanks(input: MaterialInput): Blank[] {
  const s = settingsOf(input);
  const candidates: Sourced[] = input.articles.flatMap((a) => argumentSentences(a, input, s.blanks));
  const out: Blank[] = [];
  for (const sentence of candidates) {
    if (out.length >= s.blanks) break;
    const word = blankWord(sentence.text);
    if (!word) continue;
    const at = new RegExp(`\\b${word}\\b`).exec(sentence.text);
    if (!at) continue;
    const gapped = sentence.text.slice(0, at.index) + BLANK + sentence.text.slice(at.index + word.length);
    out.push({ line: quote({ text: gapped, ref: sentence.ref }), answer: word, ref: sentence.ref });
  }
  return out;
}

/** Vocabulary matching, fill-in-the-blank from his own sentences, short answers, a reflection, then the key. */
export function buildWorksheet(input: MaterialInput): string {
  const s = settingsOf(input);
  const main = mainOf(input);
  const terms = termsOf(input);
  const shuffled = seededOrder(terms, main.ref);
  const matching =
    terms.length > 0 &&
    `## Part A: Vocabulary Matching\nWrite the letter of the meaning next to each term.\n${terms
      .map((t, i) => `${i + 1}. **${t.term}** ____`)
      .join("\n")}\n\n${shuffled.map((t, i) => `- ${LETTERS[i]}. ${t.definition}`).join("\n")}`;
  const matchingKey = terms.map((t, i) => `${i + 1}. ${LETTERS[shuffled.indexOf(t)]}`).join("\n");

  const gaps = blanks(input);
  const fill =
    gaps.length > 0 &&
    `## Part B: Fill in the Blank\nEach sentence is his own, at the reference given. Fill in the missing word.\n${gaps
      .map((g, i) => `${i + 1}. ${g.line}`)
      .join("\n")}`;
  const fillKey = gaps.map((g, i) => `${i + 1}. ${g.answer} (${g.ref})`).join("\n");

  const questions: { ask: string; key: string }[] = [];
  for (const a of input.articles) {
    const plain = answerInPlainWords(a, input);
    const quoted = answerQuote(a, input);
    if (!plain) continue;
    for (const ask of asksOf(a).slice(0, 1)) {
      questions.push({ ask, key: `${plain}${quoted ? ` Text: ${quoted}` : ""}` });
    }
  }
  for (const pair of main.objections.slice(0, s.objections)) {
    if (!pair.reply) continue;
    questions.push({
      ask: `An objection argues: ${quote(pair.claim, s.maxQuoteWords)}. How does he answer it?`,
      key: `He answers: ${quote(pair.reply, s.maxQuoteWords)}`,
    });
  }
  const chosen = questions.slice(0, s.shortAnswers);
  const short = `## Part C: Short Answer\n${chosen.map((q, i) => `${i + 1}. ${q.ask}`).join("\n")}`;
  const shortKey = chosen.map((q, i) => `${i + 1}. ${q.key}`).join("\n");

  const reflection = main.example
    ? `## Part D: Reflection\nRead this example: ${main.example.text}\n\nIn a few sentences, explain how it shows his answer to *${main.title}* Do you agree? Why?`
    : `## Part D: Reflection\nIn a few sentences, explain his answer to *${main.title}* in your own words. Do you agree? Why?`;

  return sections(
    `# Worksheet: ${main.title}`,
    `**Name:** ____________ **Date:** ____________`,
    matching,
    fill,
    short,
    reflection,
    `## Answer Key (for the teacher)`,
    matching && `**Part A: Vocabulary Matching**\n${matchingKey}`,
    fill && `**Part B: Fill in the Blank**\n${fillKey}`,
    `**Part C: Short Answer** (model answers, in summary)\n${shortKey}`,
  );
}
