import { stemmer } from "stemmer";

/** Words too common in English to tell one article from another. */
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below " +
    "between both but by did do does doing down during each few for from further had has have having he " +
    "her here hers herself him himself his how i if in into is it its itself just me more most my myself " +
    "no nor not of off on once only or other our ours out over own same she should so some such " +
    "than that the their theirs them then there these they this those through to too under " +
    "until up very was we were what when where which while who whom why will with you your yours " +
    "would could can shall may might must also thus hence therefore whether u ur im ive dont " +
    "doesnt didnt isnt arent wasnt cant wont shouldnt wouldnt couldnt yes ok okay"
  ).split(" "),
);

/** Whether a lower-case word is too common to tell one article from another. */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/**
 * Forms the stemmer leaves apart from their word ("lying" → "ly", "lies" and "lied" → "li"): a learner asking
 * whether lying is wrong meets "Whether every lie is a sin?", and a follow-up about lying meets an objection
 * about a lie. ("Dying" → "dy" is left: on the development questions, joining it to "die" sent as many
 * questions away from their article as it brought.)
 */
const IRREGULAR: Record<string, string> = {
  lies: "lie",
  lying: "lie",
  lied: "lie",
};

const stems = new Map<string, string>();

/** The stem of a lower-case word (cached: the corpus has far fewer distinct words than occurrences). */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = IRREGULAR[word] ?? stemmer(word);
    stems.set(word, s);
  }
  return s;
}

/** Lower-case words of a text, apostrophes and possessives dropped. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .match(/[a-z0-9']+/g) ?? []
  )
    .map((w) => w.replace(/'s$/, "").replace(/'/g, ""))
    .filter((w) => w.length > 1);
}

/** "Love yourself" and "love himself" are one question: every reflexive pronoun is "oneself". */
const REFLEXIVE = new Set([
  "myself",
  "yourself",
  "himself",
  "herself",
  "ourselves",
  "yourselves",
  "themselves",
]);

/** The stems of a text's content words, in order, with repeats. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map((w) => (REFLEXIVE.has(w) ? "oneself" : stem(w)));
}
