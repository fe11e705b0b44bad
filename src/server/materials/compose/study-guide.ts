import { quote, sections } from "./markup.js";
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

const cell = (text: string) => text.replaceAll("|", "/");

/** Overview, key questions, argument outline, objections and replies, terms, discussion, what to read next. */
export function buildStudyGuide(input: MaterialInput): string {
  const s = settingsOf(input);
  const main = mainOf(input);
  const answer = answerInPlainWords(main, input);
  const quoted = answerQuote(main, input);
  const overview = [
    `This guide studies **${main.title}** (${main.ref}) from the ${main.work}.`,
    answer ? `*** ${answer}` : null,
    quoted ? `> ${quoted}` : null,
  ]
    .filter(Boolean)
    .join("\n");
  const asks = input.articles
    .flatMap((a) => asksOf(a).slice(0, a === main ? 3 : 1))
    .slice(0, s.shortAnswers + 1);
  const outline = [
    ...(main.sedContra && s.objections > 1
      ? [`On the contrary (the authority he cites): ${quote(main.sedContra, s.maxQuoteWords)}`]
      : []),
    ...argumentSentences(main, input, s.keyPoints).map((x) => quote(x)),
  ];
  const pairs = main.objections.slice(0, s.objections);
  const table =
    pairs.length > 0 &&
    `## Objections and Replies\n| Objection (a view he answers) | His reply |\n| --- | --- |\n${pairs
      .map(
        (p) =>
          `| ${cell(quote(p.claim, s.maxQuoteWords))} | ${p.reply ? cell(quote(p.reply, s.maxQuoteWords)) : "He answers it in his main reply."} |`,
      )
      .join("\n")}`;
  const terms = termsOf(input);
  const discussion = [
    `Explain in your own words why he answers *${main.title}* as he does.`,
    ...pairs.map(
      (p) =>
        `Objection ${p.number} is a real argument. What makes it seem convincing, and does his reply answer it?`,
    ),
    ...(main.example ? [`How does this example illustrate his answer: ${main.example.text}`] : []),
    `Where would you meet this question in life today?`,
  ].slice(0, s.discussion);
  const others = input.articles.slice(1).map((a) => ({ ref: a.ref, title: a.title }));
  const next = [
    ...others,
    ...input.related.filter((r) => r.ref !== main.ref && !others.some((o) => o.ref === r.ref)),
  ].slice(0, s.related);
  return sections(
    `# Study Guide: ${main.title}`,
    `## Overview\n${overview}`,
    asks.length > 0 && `## Key Questions\n${asks.map((q, i) => `${i + 1}. ${q}`).join("\n")}`,
    outline.length > 0 && `## Main Argument Outline\n${outline.map((l, i) => `${i + 1}. ${l}`).join("\n")}`,
    table,
    terms.length > 0 && `## Key Terms\n${terms.map((t) => `- **${t.term}**: ${t.definition}`).join("\n")}`,
    `## Discussion Questions\n${discussion.map((q, i) => `${i + 1}. ${q}`).join("\n")}`,
    next.length > 0 &&
      `## Related Articles to Read Next\n${next.map((r) => `- ${r.ref}: ${r.title}`).join("\n")}`,
  );
}
