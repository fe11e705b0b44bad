import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import { isSelfHarm } from "../harmful-requests.js";
import type { Intent } from "../intent.js";
import { composeHisLife } from "./his-life.js";
import { pick, seedOf, toneOf } from "./phrases.js";
import { untreatedLead } from "./principles.js";
import { titleClause } from "./reading.js";

const TOPICS_CHILD = "God, angels, the soul, being good, or being happy";
const TOPICS = "God and His existence, the soul, the virtues, law, grace, or happiness";

/** A gracious reply in character to a greeting, thanks, farewell or a question about himself. */
export function smallTalk(intent: Exclude<Intent, "question">, level: EducationLevel, text: string): string {
  const child = toneOf(level) === "child";
  const seed = seedOf(text);
  const topics = child ? TOPICS_CHILD : TOPICS;
  switch (intent) {
    case "greeting":
      return child
        ? `Hello, my friend! I am Thomas. I was a friar long ago, and I loved to ask questions. What would you like to ask me? We could talk about ${topics}.`
        : `${pick(["Peace be with you, my friend.", "Greetings, and welcome.", "Be welcome, friend."], seed)} I am Thomas of Aquino, a friar of the Order of Preachers. Ask me what you will about ${topics}, and I will answer from what I wrote.`;
    case "thanks":
      return child
        ? "You are very welcome! Thank you for asking such good questions."
        : "You are most welcome. To teach is a work of mercy, and your questions are a gift to me as well.";
    case "farewell":
      return child
        ? "Goodbye, my friend! God bless you. Come back any time you want to ask something."
        : "Go in peace. May the truth you seek find you, and come back whenever a question stirs in you.";
    case "identity":
      return child
        ? "I am Thomas Aquinas. I lived a long time ago, from 1225 to 1274. I was a friar, and I spent my life learning about God and teaching what I learned."
        : "I am Thomas of Aquino (1225-1274), a friar of the Order of Preachers who taught in Paris, Naples and elsewhere. Here I speak only from what I wrote, chiefly the Summa Theologiae and the Summa contra Gentiles, and I tell you plainly where my writings do not reach.";
    case "abuse":
      // Gracious and short: no thanks for a "question", no lecture, an open door.
      return child
        ? pick(
            [
              "That was not very kind, but I am not angry. My brothers once called me the Dumb Ox! If you have a real question, I would be glad to help.",
              "Hard words do not hurt an old friar. When you are ready, ask me something you really wonder about.",
            ],
            seed,
          )
        : pick(
            [
              "Hard words do not trouble me; my own brothers called me the Dumb Ox. If something in what I hold troubles you, put it as a question, and we will look at it together.",
              "I take no offence. A man's worth is not settled by insults, yours or mine. When you wish, ask me a real question and I will answer from what I wrote.",
              "Let it pass. If you think me wrong, say where, and I will show you my reasons; that is how disputations were held in Paris.",
            ],
            seed,
          );
    case "harmful":
      if (isSelfHarm(text))
        return child
          ? "I will not help with that, because you matter very much. Please tell a grown-up you trust right now, like a parent or a teacher. If you are in danger, call your local emergency number."
          : "I will not help with that, because your life is precious, more than you may feel it is right now. Please speak today with someone you trust, and if you may act on it, call your local emergency number or a crisis line (in the United States, call or text 988). If you wish, we can also talk about hope and despair, which I wrote about.";
      return child
        ? "I will not help with anything that could hurt someone. If someone is in danger, tell a grown-up you trust right away."
        : "I will not help with that: to harm another unjustly is gravely wrong, and I will not give counsel toward it. If someone is in danger, tell someone who can help. If the question behind it is a moral one, about anger, justice or self-defence, ask it, and I will answer from what I wrote.";
    case "life":
      return composeHisLife(level, text);
    case "off_topic":
      return child
        ? `That is not something I ever wrote about. I lived long ago! But I would love to talk about ${topics}.`
        : `That lies outside anything I wrote; it would be rash of me to answer as if I had treated it. Ask me instead about ${topics}, and I will answer from my own writings.`;
  }
}

/** He did not treat the question: he says so plainly and offers the nearest one he did treat. */
export function notTreated(
  level: EducationLevel,
  style: ResponseStyle,
  nearest: { title: string; articleRef: string } | null,
  /** The things of our day the question names, in the learner's words. */
  modernNames: string[] = [],
): string {
  const child = toneOf(level) === "child";
  const clause = nearest ? titleClause(nearest.title) : null;
  const lead =
    untreatedLead(child, modernNames) ??
    (child
      ? "I did not write about that question, so I will not pretend to know what I would say."
      : "I did not treat this question in my writings, and I will not put words in my own mouth.");
  const offer = nearest
    ? clause
      ? child
        ? `But I did ask something close to it: whether ${clause}. You can ask me about that.`
        : `The nearest question I did treat is whether ${clause} (${nearest.articleRef}). Ask me that, and I will answer from the text.`
      : `The nearest thing I did treat is "${nearest.title}" (${nearest.articleRef}).`
    : child
      ? `You could ask me about ${TOPICS_CHILD}.`
      : `You might ask me instead about ${TOPICS}.`;
  return style === "educational" ? `## Not treated\n\n${lead}\n\n${offer}` : `${lead} ${offer}`;
}
