import type { EducationLevel } from "../../../common/education/levels.js";
import type { TimelineEvent } from "../../../common/timeline/categories.js";
import { LIFE_EVENTS } from "../../../common/timeline/life-events.js";
import { toneOf } from "./phrases.js";

/**
 * A question about his own life, not about what he taught: "when were you born?", "where did you study?", "who was
 * your teacher?", "how did Aquinas die?". His writings say nothing of it, so the knowledge base cannot answer;
 * the product's timeline of his life can, and the reply says where its facts come from.
 */
const ABOUT_YOU = String.raw`(?:you|aquinas|thomas|st\.? thomas|saint thomas)`;
const LIFE_ACTS =
  "(?:born|grow up|grew up|go to school|study|studied|go to university|join|joined|become a (?:friar|dominican|priest|monk)|die|died|pass away|live|lived|write the summa|wrote the summa|finish the summa|stop writing|stopped writing)";
const ASKS_OF_HIS_LIFE = [
  new RegExp(
    String.raw`\b(?:when|where|how|why|at what age)\b[^?.!]{0,40}\b(?:were|was|did)\s+${ABOUT_YOU}\b[^?.!]{0,40}\b${LIFE_ACTS}\b`,
    "i",
  ),
  // Of him by name, or asked of "your" family as his: "your parents", "your life" alone are as often the learner's.
  /\b(?:aquinas'?s?|thomas'?s?)\s+(?:life|birth|birthday|family|parents|mother|father|brothers?|sisters?|teachers?|childhood|death|hometown)\b/i,
  /\b(?:who|what|where)\s+(?:was|were)\s+your\s+(?:family|parents|mother|mom|father|dad|brothers?|sisters?|teachers?|hometown|birthday|childhood)\b/i,
  /\b(?:did|was|were)\s+your\s+(?:family|parents|mother|mom|father|dad|brothers?|sisters?)\b/i,
  /\btell me about your (?:life|family|childhood)\b|\byour life story\b/i,
  new RegExp(String.raw`\bhow old (?:were|was) ${ABOUT_YOU}\b`, "i"),
  /\bwho (?:was|were) (?:your|aquinas'?s?|thomas'?s?) (?:teacher|teachers|master|parents|family)\b/i,
  /\b(?:roccasecca|monte cassino|fossanova)\b/i,
  /\bwhy (?:were|was) (?:you|aquinas|thomas) called (?:the )?dumb ox\b/i,
  /\bdid (?:you|aquinas|thomas) (?:ever )?(?:finish|complete) (?:the |your |his )?summa\b/i,
];
/** What he taught is asked, not his life: "where did you teach that the soul…", "how did you prove…". */
const ASKS_HIS_TEACHING =
  /\b(?:teach|taught|say|said|write|wrote|prove|proved|argue|argued|hold|held) (?:that|about)\b/i;

/** Asked, not said: a question mark or a question's opening ("your family…" alone may be an insult). */
const ASKED = /\?|^\s*(?:when|where|how|why|who|what|did|were|was|at what)\b/i;

export function asksOfHisLife(text: string): boolean {
  return ASKED.test(text) && ASKS_OF_HIS_LIFE.some((re) => re.test(text)) && !ASKS_HIS_TEACHING.test(text);
}

/** Which events of his life a question asks of, by the words that name them; all of them when none is named. */
export const EVENT_WORDS: { title: string; words: RegExp }[] = [
  {
    title: "Born at Roccasecca",
    words:
      /\b(?:born|birth|birthday|family|parents|mother|mom|father|dad|hometown|roccasecca|childhood|grow up|grew up)\b/i,
  },
  {
    title: "Oblate at Monte Cassino",
    words: /\b(?:childhood|school|monte cassino|monk|study|studied|grow up|grew up)\b/i,
  },
  {
    title: "Student at the University of Naples",
    words: /\b(?:school|study|studied|university|college|naples)\b/i,
  },
  {
    title: "Joins the Dominicans; Detained by His Family",
    words: /\b(?:family|brothers?|dominicans?|friar|join|joined|kidnap\w*|locked up|priest)\b/i,
  },
  {
    title: "Studies under Albert in Paris and Cologne",
    words: /\b(?:study|studied|teachers?|master|albert|paris|cologne|dumb ox|university)\b/i,
  },
  {
    title: "Master of Theology at Paris",
    words: /\b(?:teach|taught|teacher|professor|paris|university|master)\b/i,
  },
  { title: "The Summa contra Gentiles", words: /\b(?:contra gentiles|write|wrote|books?)\b/i },
  { title: "The Summa Theologiae Begun", words: /\b(?:summa|write|wrote|finish\w*|books?)\b/i },
  {
    title: "Death at Fossanova",
    words: /\b(?:die|died|death|pass away|fossanova|straw|stop writing|stopped writing|finish\w*|how old)\b/i,
  },
];

export function eventsAskedOf(text: string): TimelineEvent[] {
  const named = new Set(EVENT_WORDS.filter((e) => e.words.test(text)).map((e) => e.title));
  return named.size === 0 ? [...LIFE_EVENTS] : LIFE_EVENTS.filter((e) => named.has(e.title));
}

const when = (e: TimelineEvent) => `${e.circa ? "about " : ""}${e.year}`;

/** The reply: what the timeline of his life says of what was asked, said to be the timeline's, not his writings'. */
export function composeHisLife(level: EducationLevel, text: string): string {
  const child = toneOf(level) === "child";
  const events = eventsAskedOf(text);
  const lead = child
    ? "I did not write about my own life in my books, but here is what is known about it:"
    : "Of my own life I wrote nothing in the works I answer from; this is what is known of it, as the timeline of my life sets it out:";
  const lines = events.map((e) =>
    child
      ? `- **${when(e)}, ${e.location}:** ${e.description}`
      : `- **${when(e)} — ${e.title}** (${e.location}). ${e.description} ${e.significance}`,
  );
  const close = child
    ? "You can walk through my whole life on the timeline. Is there something I taught that you would like to ask me about?"
    : "The whole of it, with the works of each year, is on the timeline. Ask me, if you wish, about anything I taught in those years.";
  return [lead, ...lines, close].join("\n\n");
}
