import { terms } from "./memory/tokens.js";

/**
 * Things of our day named by words he also used ("social", "media"; "artificial", "intelligence"):
 * each word alone is his, the thing they name together is not. A question about one of them is about
 * a matter he never treated, unless the digest of the article found names the same thing.
 */
const MODERN_MATTERS = [
  "social media",
  "social network",
  "artificial intelligence",
  "machine learning",
  "video game",
  "computer game",
  "climate change",
  "global warming",
  "carbon footprint",
  "greenhouse gas",
  "fossil fuel",
  "electric car",
  "self driving car",
  "space travel",
  "space exploration",
  "outer space",
  "stock market",
  "credit card",
  "minimum wage",
  "nuclear weapon",
  "nuclear bomb",
  "nuclear power",
  "atomic bomb",
  "birth control",
  "test tube baby",
  "organ donation",
  "organ transplant",
  "blood transfusion",
  "gene editing",
  "genetic engineering",
  "stem cell",
  "mental health",
  "screen time",
  "online dating",
  "dating app",
  "cell phone",
  "mobile phone",
  "text message",
  "search engine",
  "big bang",
  "black hole",
  "plastic surgery",
  "gun control",
  "free speech",
  "fake news",
  "reality tv",
  "video call",
  "virtual reality",
].map((phrase) => terms(phrase));

/** Whether a sequence of stems holds a phrase's stems side by side. */
export function holdsPhrase(sequence: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= sequence.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (sequence[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** The modern matters a question names, each as its stems. */
export function modernMattersIn(question: string): string[][] {
  const sequence = terms(question);
  return MODERN_MATTERS.filter((phrase) => holdsPhrase(sequence, phrase));
}
