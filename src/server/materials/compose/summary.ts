import { articleName, quote, sections } from "./markup.js";
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

/** Key points, key terms at the level's wording, an example and the sources. */
export function buildSummary(input: MaterialInput): string {
  const s = settingsOf(input);
  const main = mainOf(input);
  const points: string[] = [];
  for (const a of input.articles.slice(1)) {
    const plain = answerInPlainWords(a, input);
    if (plain) points.push(`- **${a.ref}:** ${plain}`);
  }
  for (const sentence of argumentSentences(main, input, s.keyPoints)) points.push(`- ${quote(sentence)}`);
  for (const pair of main.objections.slice(0, Math.max(0, s.objections - 1))) {
    const reply = pair.reply ? ` He replies: ${quote(pair.reply, s.maxQuoteWords)}` : "";
    points.push(`- An objection he answers (not his view): ${quote(pair.claim, s.maxQuoteWords)}.${reply}`);
  }
  const terms = termsOf(input);
  const example = main.example
    ? `## An Example\n${main.example.text}${main.example.ref ? ` (his own example, ${main.example.ref})` : " (an illustration, in summary)"}`
    : null;
  const answer = answerInPlainWords(main, input);
  return sections(
    `# Summary: ${main.title}`,
    `## The Question\n**${articleName(main)}**${asksOf(main)[0] ? `\nIn plain words: ${asksOf(main)[0]}` : ""}`,
    `## His Answer${answer ? `\n*** ${answer}` : ""}${answerQuote(main, input) ? `\n> ${answerQuote(main, input)}` : ""}`,
    `## Key Points\n${points.join("\n")}`,
    terms.length > 0 && `## Key Terms\n${terms.map((t) => `- **${t.term}**: ${t.definition}`).join("\n")}`,
    example,
    `## Sources\n${input.articles.map((a, i) => `${i + 1}. ${a.ref}: ${a.title} (${a.work})`).join("\n")}`,
  );
}
