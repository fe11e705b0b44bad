import { isStopWord, stem, terms, words } from "./memory/tokens.js";

/**
 * Things of our day. Most are named by words he also used ("social", "media"; "artificial",
 * "intelligence"): each word alone is his, the thing they name together is not. Some are single words
 * that the translation uses in an older sense only ("computer", "vaccine", "evolution"). A question
 * about one of them is about a matter he never treated, unless the digest of the article found names
 * the same thing.
 */
const MODERN_MATTER_NAMES = [
  // Machines and media
  "computer",
  "computer science",
  "internet",
  "online",
  "website",
  "app",
  "smartphone",
  "smart phone",
  "phone",
  "email",
  "robot",
  "software",
  "algorithm",
  "television",
  "tv",
  "radio",
  "movie",
  "netflix",
  "youtube",
  "tiktok",
  "instagram",
  "facebook",
  "twitter",
  "snapchat",
  "chatgpt",
  "emoji",
  "wikipedia",
  "google",
  "podcast",
  "selfie",
  // Modern science and medicine
  "evolution",
  "darwin",
  "dinosaur",
  "quantum",
  "einstein",
  "electricity",
  "vaccine",
  "vaccinate",
  "vaccination",
  "antibiotic",
  "dna",
  "genetic",
  "clone",
  "cloning",
  "ivf",
  "surrogacy",
  "cryonics",
  "moon landing",
  "big bang theory",
  "lab grown meat",
  "energy drink",
  "caffeine",
  "vaping",
  "cigarette",
  "nicotine",
  "marijuana",
  "cannabis",
  "vegan",
  "vegetarian",
  "calorie",
  "gym",
  // Modern life, money and politics
  "bitcoin",
  "crypto",
  "cryptocurrency",
  "bank account",
  "lottery",
  "casino",
  "feminism",
  "voting age",
  "congress",
  "parliament",
  "united nations",
  "passport",
  "immigration",
  "refugee",
  "gap year",
  "college major",
  "homework",
  "school essay",
  "football",
  "soccer",
  "basketball",
  "olympics",
  "tattoo",
  "body piercing",
  "extraterrestrial",
  "alien life",
  "planet mars",
  "airplane",
  "rocket",
  "astronaut",
  "ufo",
  "plastic",
  "recycling",
  "zoo",
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
  "space tourism",
  "outer space",
  "stock market",
  "credit card",
  "credit score",
  "vatican ii",
  "second vatican council",
  "vietnam war",
  "world war",
  "cold war",
  "minimum wage",
  "nuclear weapon",
  "nuclear bomb",
  "nuclear power",
  "atomic bomb",
  "birth control",
  "test tube baby",
  "freeze eggs",
  "egg freezing",
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
  // More of our day's things, named as learners name them
  "influencer",
  "youtuber",
  "streamer",
  "podcast",
  "spotify",
  "netflix",
  "disney plus",
  "xbox",
  "playstation",
  "nintendo",
  "iphone",
  "android",
  "laptop",
  "ipad",
  "wifi",
  "5g",
  "bluetooth",
  "drone",
  "uber",
  "tesla",
  "spacex",
  "nasa",
  "covid",
  "coronavirus",
  "pandemic",
  "lockdown",
  "remote work",
  "work from home",
  "zoom call",
  "startup",
  "chatbot",
  "deepfake",
  "metaverse",
  "nft",
  "blockchain",
  "hacker",
  "cyberbullying",
  "multiverse",
  "string theory",
  "dark matter",
  "speed of light",
  "solar system",
  "keto",
  "index fund",
  "interest rate",
  "inflation",
  "super bowl",
  "world cup",
  "nfl",
  "nba",
  "esports",
  "fortnite",
  "minecraft",
  "tiktoker",
  "dating app",
  "tinder",
];

/** Each matter once, as its stems ("vaccine", "vaccinate" and "vaccination" are one). */
const MODERN_MATTERS = [
  ...new Map(
    MODERN_MATTER_NAMES.map((name) => terms(name)).map((stems) => [stems.join(" "), stems]),
  ).values(),
];

/** Where a sequence of stems first holds a phrase's stems side by side, or -1. */
function phraseAt(sequence: readonly string[], phrase: readonly string[]): number {
  outer: for (let i = 0; i + phrase.length <= sequence.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (sequence[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/** Whether a sequence of stems holds a phrase's stems side by side. */
export function holdsPhrase(sequence: readonly string[], phrase: readonly string[]): boolean {
  return phraseAt(sequence, phrase) >= 0;
}

/** The modern matters a question names, each as its stems. */
export function modernMattersIn(question: string): string[][] {
  const sequence = terms(question);
  return MODERN_MATTERS.filter((phrase) => holdsPhrase(sequence, phrase));
}

/**
 * The things of our day a question names, in the learner's own words and order, each once: "Should kids
 * have phones in school?" → ["phones"]; "is social media making people lonely" → ["social media"].
 */
export function modernNamesIn(question: string): string[] {
  const kept = words(question).filter((w) => !isStopWord(w));
  const stems = kept.map((w) => stem(w));
  const found: { at: number; name: string }[] = [];
  for (const phrase of MODERN_MATTERS) {
    const at = phraseAt(stems, phrase);
    if (at >= 0) found.push({ at, name: kept.slice(at, at + phrase.length).join(" ") });
  }
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  // A name inside a longer one ("car" in "electric car") is said once, by the longer.
  return names.filter((name) => !names.some((other) => other !== name && ` ${other} `.includes(` ${name} `)));
}
