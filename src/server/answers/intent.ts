import { askingSentences } from "../knowledge-base/retrieval/query-terms.js";
import { asksOfHisLife } from "./composer/his-life.js";
import { isHarmful } from "./harmful-requests.js";

/** What kind of message the learner sent, before any passage is looked up. */
export type Intent =
  | "question"
  | "greeting"
  | "thanks"
  | "farewell"
  | "identity"
  | "life"
  | "off_topic"
  | "abuse"
  | "harmful";

// Abuse of the saint or of the learner's own worth: a gracious word and an invitation, never thanks.
const ABUSE =
  /\b(?:shut up|stfu|idiot|stupid|dumb(?:est)?|moron|loser|useless|worthless|pathetic|garbage|trash|sucks?|you suck|hate you|fat (?:friar|monk|ox)|dead old|nobody cares|who cares what you|go away|screw you|bot\b.*\b(?:useless|dumb|stupid)|liar|fraud|brainwashed|clown)\b/i;
/** A question still gets an answer: abuse is a message whose point is the insult, not a matter asked. */
const ASKS_A_MATTER =
  /(?:^|[.?!,;]\s*)(?:is|are|does|do|can|should|why|what|how)\b[^.?!]*\b(?:god|sin|soul|virtue|angel|law|grace|heaven|hell|christ|jesus|wrong|right|okay|ok|allowed|moral|immoral|evil|lie|lying|steal|cheat|rules?)\b/i;

const GREETING =
  /^(?:hi|hello|hey|hiya|greetings|good (?:morning|afternoon|evening|day)|salve|peace be with you|pax tecum)\b/i;
const THANKS = /^(?:thanks|thank you|many thanks|much obliged|grazie|merci|gracias|danke)\b/i;
const FAREWELL = /^(?:bye|goodbye|good night|farewell|see you|vale|until next time)\b/i;
const IDENTITY =
  /\b(?:who are you|what are you|tell me about yourself|introduce yourself|are you (?:real|alive|a robot|a machine|human|a computer|an ai|a bot))\b/i;

// Subjects of our own day he never wrote about; a question built around them gets a gracious refusal...
const OFF_TOPIC =
  /\b(?:weather|forecast|football|soccer|basketball|baseball|cricket|recipes?|bake|javascript|python|typescript|programming|source code|netflix|minecraft|fortnite|iphones?|lottery numbers|celebrity gossip|pop star)\b/i;
// ...unless it asks what is right, good or wise about them ("is it a sin to skip Mass for a football game?",
// "should I quit the soccer team?", a parent's "do I give him money for fortnite skins or just say no?"): then it
// is a question, answered with the principles that bear on it.
const ASKS_RIGHT_OR_WISE =
  /\b(?:(?:do|can|may|must) (?:i|we) (?:let|give|allow|buy|tell|say)|say no|sins?|sinful|wrong|right|moral|immoral|morally|ethical|unethical|should|ought|ok|okay|allowed|lawful|god|pray\w*|mass|church|sabbath|virtues?|vices?|good|bad|evil|better|worth|quit|choose|decide|li(?:e|es|ed|ing)|cheat\w*|steal\w*|gambl\w*|greed\w*|envy|jealous\w*|pride|proud|happy|happiness|waste|addict\w*)\b/i;

/** A question may open with a greeting ("Hello! What is grace?"); only a bare greeting is small talk. */
export function classifyIntent(text: string): Intent {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).length;
  if (isHarmful(trimmed)) return "harmful";
  // "Why were you called the Dumb Ox?" asks of his life, though it names an insult.
  if (/\bdumb ox\b/i.test(trimmed) && asksOfHisLife(trimmed)) return "life";
  if (
    ABUSE.test(trimmed) &&
    !(ASKS_A_MATTER.test(trimmed) && !/\b(?:idiot|stupid|moron|shut up)\b/i.test(trimmed))
  )
    return "abuse";
  if (IDENTITY.test(trimmed)) return "identity";
  if (asksOfHisLife(trimmed)) return "life";
  // "I'm the best player on my soccer team. Does being humble mean…?": only what the message asks is weighed.
  const asked = askingSentences(trimmed);
  if (OFF_TOPIC.test(asked) && !ASKS_RIGHT_OR_WISE.test(asked)) return "off_topic";
  if ((words <= 6 && !/\?/.test(trimmed)) || words <= 3) {
    if (GREETING.test(trimmed)) return "greeting";
    if (THANKS.test(trimmed)) return "thanks";
    if (FAREWELL.test(trimmed)) return "farewell";
  }
  return "question";
}

const STOPWORDS = new Set(
  (
    "a an the and or but if of to in on at by for with from into about as is are was were be been being am " +
    "do does did done can could may might must shall should will would have has had having not no nor so than " +
    "that this these those there here what which who whom whose why how when where whether it its it's he she " +
    "they them their his her him we us our you your i me my mine yours thy thee thou please tell explain say " +
    "said think thought mean means meant know known really very much many more most some any all each every " +
    "also just only even still yet ever again one thing things way ways aquinas thomas saint st doctor " +
    "angelic angelicus question questions answer answers teach teaches taught believe believed view views " +
    "opinion idea ideas about according regarding concerning like want wish would give make made get"
  ).split(" "),
);

/** Reduces a word to a rough stem so "proves", "proved" and "proof" meet "prove". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w;
  return w
    .replace(/(?:ies)$/, "y")
    .replace(/(?:ing|edly|ed|es|s|ly|ness|ment)$/, "")
    .replace(/e$/, "");
}

/** The content words of a text, stemmed, without duplicates and in order of appearance. */
export function keywords(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
    const word = raw.replace(/'s$/, "");
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    seen.add(stem(word));
  }
  return [...seen];
}
