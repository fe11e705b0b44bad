import type { DigestVerdict } from "../../../common/knowledge-base/digest.js";
import { LETTERS, quote, sections, seededOrder, VERDICT_ORDER, verdictWords } from "./markup.js";
import { argumentSentences, type MaterialInput, settingsOf } from "./material-input.js";
import type { ObjectionPair, Sourced, StudyArticle } from "./study-article.js";

interface Question {
  text: string;
  /** The sentence of his this question is built on, so true/false does not ask it again. */
  own?: string;
  options: string[];
  correct: number;
  key: string;
}

const bare = (s: Sourced, max: number) => quote(s, max).replace(/ \([^)]*\)$/, "");

function verdictQuestion(a: StudyArticle, verdict: DigestVerdict, input: MaterialInput): Question {
  const s = settingsOf(input);
  const asked = a.thesis ? `What does he do with the thesis *${a.title}*` : `How does he answer *${a.title}*`;
  return {
    text: `${asked} (${a.ref})?`,
    options: VERDICT_ORDER.map((v) => verdictWords(v, a.thesis)),
    correct: VERDICT_ORDER.indexOf(verdict),
    key: a.answer ? `His answer: ${quote(a.answer, s.maxQuoteWords)}` : "",
  };
}

/** His own sentence against the objections' theses: the distractors are the views he rejects. */
function ownViewQuestion(
  a: StudyArticle,
  own: Sourced,
  pairs: ObjectionPair[],
  input: MaterialInput,
): Question {
  const s = settingsOf(input);
  const items = seededOrder([{ own }, ...pairs.map((pair) => ({ pair }))], `${a.ref}|${own.text}`);
  const correct = items.findIndex((item) => "own" in item);
  const keys = items.map((item, i) => {
    if ("own" in item) return `${LETTERS[i]} is his own answer (${own.ref}).`;
    const { pair } = item;
    const reply = pair.reply ? ` His reply: ${quote(pair.reply, s.maxQuoteWords)}` : "";
    return `${LETTERS[i]} is Objection ${pair.number} (${pair.claim.ref}), a view he answers.${reply}`;
  });
  return {
    text: `Which of these is his own position in ${a.ref}, rather than an objection he answers?`,
    options: items.map((item) =>
      "own" in item ? bare(own, s.maxQuoteWords) : bare(item.pair.claim, s.maxQuoteWords),
    ),
    correct,
    own: own.text,
    key: keys.join(" "),
  };
}

/** For each article its verdict and one own-view question first; further own-view questions after. */
function multipleChoice(input: MaterialInput): Question[] {
  const s = settingsOf(input);
  const first: Question[] = [];
  const more: Question[] = [];
  for (const a of input.articles) {
    if (a.verdict) first.push(verdictQuestion(a, a.verdict, input));
    const claims = uniqueClaims(a.objections);
    if (claims.length === 0) continue;
    argumentSentences(a, input, 4).forEach((own, i) => {
      const start = i % claims.length;
      const rotated = [...claims.slice(start), ...claims.slice(0, start)].slice(0, 3);
      (i === 0 ? first : more).push(ownViewQuestion(a, own, rotated, input));
    });
  }
  return [...first, ...more].slice(0, s.multipleChoice);
}

/** Objections often end on the same thesis; a quiz asks about each thesis once. */
function uniqueClaims(pairs: ObjectionPair[]): ObjectionPair[] {
  const seen = new Set<string>();
  return pairs.filter((p) => !seen.has(p.claim.text) && seen.add(p.claim.text));
}

interface Statement {
  text: string;
  truth: boolean;
  key: string;
}

function trueFalse(input: MaterialInput, usedInChoice: Set<string>): Statement[] {
  const s = settingsOf(input);
  const falses: Statement[] = [];
  const trues: Statement[] = [];
  for (const a of input.articles) {
    for (const pair of uniqueClaims(a.objections)) {
      const reply = pair.reply ? ` His reply: ${quote(pair.reply, s.maxQuoteWords)}` : "";
      falses.push({
        text: `In ${a.ref} he holds as his own view: ${bare(pair.claim, s.maxQuoteWords)}`,
        truth: false,
        key: `This is Objection ${pair.number} (${pair.claim.ref}), a view he answers.${reply}`,
      });
    }
    for (const own of argumentSentences(a, input, 8)
      .filter((x) => !usedInChoice.has(x.text))
      .slice(0, 4)) {
      trues.push({
        text: `In ${a.ref} he writes, as his own answer: ${bare(own, s.maxQuoteWords)}`,
        truth: true,
        key: `His own words (${own.ref}).`,
      });
    }
  }
  const out: Statement[] = [];
  for (let i = 0; out.length < s.trueFalse && (i < falses.length || i < trues.length); i++) {
    const pair = i % 2 === 0 ? [falses[i], trues[i]] : [trues[i], falses[i]];
    for (const st of pair) if (st && out.length < s.trueFalse) out.push(st);
  }
  return out;
}

/** Multiple choice and true/false: the correct answers from his answer, the distractors from the objections. */
export function buildQuiz(input: MaterialInput): string {
  const choice = multipleChoice(input);
  const used = new Set(choice.flatMap((q) => (q.own ? [q.own] : [])));
  const statements = trueFalse(input, used);
  const main = input.articles[0];
  const choiceText = choice
    .map((q, i) => `${i + 1}. ${q.text}\n${q.options.map((o, j) => `- ${LETTERS[j]}. ${o}`).join("\n")}`)
    .join("\n\n");
  const tfText = statements.map((st, i) => `${i + 1}. True or false? ${st.text}`).join("\n");
  const choiceKey = choice.map((q, i) => `${i + 1}. **${LETTERS[q.correct]}** — ${q.key}`.trim()).join("\n");
  const tfKey = statements
    .map((st, i) => `${i + 1}. **${st.truth ? "True" : "False"}** — ${st.key}`)
    .join("\n");
  return sections(
    `# Quiz: ${main?.title ?? "Saint Thomas"}`,
    `Choose the best answer. Some choices quote the objections he answers: they are real arguments, but not his view.`,
    choice.length > 0 && `## Part 1: Multiple Choice\n${choiceText}`,
    statements.length > 0 && `## Part 2: True or False\n${tfText}`,
    `## Answer Key (for the teacher)`,
    choice.length > 0 && `**Part 1: Multiple Choice**\n${choiceKey}`,
    statements.length > 0 && `**Part 2: True or False**\n${tfKey}`,
  );
}
