import { quote, sections } from "./markup.js";
import {
  answerInPlainWords,
  answerQuote,
  asksOf,
  type MaterialInput,
  mainOf,
  settingsOf,
  termsOf,
} from "./material-input.js";

interface Card {
  front: string;
  back: string[];
}

/** Question cards (his article's question in plain words, his answer and reference on the back), then term cards. */
export function buildFlashcards(input: MaterialInput): string {
  const s = settingsOf(input);
  const main = mainOf(input);
  const cards: Card[] = [];
  for (const a of input.articles) {
    const plain = answerInPlainWords(a, input);
    const quoted = answerQuote(a, input);
    if (!plain) continue;
    cards.push({
      front: asksOf(a)[0] ?? a.title,
      back: [plain, ...(quoted ? [`> ${quoted}`] : []), `Read: ${a.ref}`],
    });
  }
  for (const pair of main.objections.slice(0, s.objections)) {
    if (!pair.reply) continue;
    cards.push({
      front: `An objection argues: ${quote(pair.claim, s.maxQuoteWords)}. How does he answer it?`,
      back: [
        `This is an objection he answers, not his own view. His reply:`,
        `> ${quote(pair.reply, s.maxQuoteWords)}`,
      ],
    });
  }
  if (main.example) {
    cards.push({
      front: `Give an example that shows his answer to: ${asksOf(main)[1] ?? main.title}`,
      back: [main.example.text, ...(main.example.ref ? [`His own example: ${main.example.ref}`] : [])],
    });
  }
  const questionCards = cards.slice(0, Math.max(1, s.cards - 2));
  const terms = termsOf(input, Math.max(2, s.cards - questionCards.length));
  const termCards: Card[] = terms.map((t) => ({ front: t.term, back: [t.definition] }));
  const all = [...questionCards, ...termCards];
  const render = (c: Card, i: number) =>
    `## Card ${i + 1}\n**Front:** ${c.front}\n\n**Back:** ${c.back[0]}${c.back.length > 1 ? `\n${c.back.slice(1).join("\n")}` : ""}`;
  return sections(
    `# Flashcards: ${main.title}`,
    `Cut along the lines or fold each card: the question on the front, his answer on the back.`,
    ...all.map(render),
  );
}
