import type { ResponseStyle } from "../../../common/chat/response-styles.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import type { Grounding } from "../gather.js";
import { type Block, explanatoryText, renderBlocks } from "./blocks.js";
import { LEVEL_PLANS } from "./level-plan.js";
import { toneOf } from "./phrases.js";
import { shorten, titleClause } from "./reading.js";

const MAX_PRINCIPLES = 3;
/** A principle is quoted only from an article that meets at least this share of the question... */
const MIN_COVERAGE = 0.12;
/** ...beside principles chosen for the kind of thing asked (untreated-frames.ts), at least this share... */
const NEAREST_BESIDE_FRAMED = 0.35;
/**
 * ...and before them, an article whose learner questions come this close in meaning to the question (decision
 * 030). A reply judged untreated whose best article comes this close most often answers a question he did treat,
 * told in a setting that dilutes its meaning ("my grandma gives me socks…; do I owe thanks for a lame gift?"):
 * it then quotes the article that answers first. On the development items, at 0.65 six such replies quoted only
 * the principles chosen for the modern word; at 0.6 two matters he never treated lead with their nearest article
 * (buying bitcoin to sell dearer → selling a thing for more than it is worth; a diet → abstinence), below 0.6
 * articles that bear on nothing asked (black holes, a child's vow for watching videos) would lead.
 */
const NEAREST_FIRST_CLOSENESS = 0.6;

/** A principle chosen for the kind of thing asked, with the article it is quoted from. */
export interface FramedPrinciple {
  articleRef: string;
  title: string;
  sentence: string;
}

/**
 * A matter he never treated: he says so plainly, then quotes the principles he did teach that bear on
 * it (the answers of the nearest articles), and marks the application as ours, not his.
 */
export function composeUntreated(
  grounding: Grounding,
  level: EducationLevel,
  style: ResponseStyle,
  /** The things of our day the question names, in the learner's words ("phones", "social media"). */
  modernNames: string[] = [],
  /** Principles chosen for the kind of thing asked, their passages among the grounding's sources. */
  framed: FramedPrinciple[] = [],
  /** How those who follow him would apply the principles of that kind: ours, and said to be ours. */
  application: { adult: string; child: string } | null = null,
): { text: string; explanatory: string } {
  const tone = toneOf(level);
  const plan = LEVEL_PLANS[level];
  const child = tone === "child";
  const blocks: Block[] = [
    { kind: "heading", text: "Not treated" },
    {
      kind: "text",
      text:
        untreatedLead(child, modernNames) ??
        (child
          ? "I never wrote about that. It did not exist in my time, or I did not ask about it, so I will not pretend to know my answer."
          : "I did not treat this question in my writings, and I will not put words in my own mouth."),
    },
  ];
  // The nearest article by words and meaning comes first when it meets most of the question; then the
  // principles chosen for the kind of thing asked; then the other nearest that meet it well, and those that
  // meet it less only when no principle was chosen for its kind.
  const nearest = [
    ...(grounding.main
      ? [{ ...grounding.main, coverage: grounding.coverage, closeness: grounding.closeness }]
      : []),
    ...grounding.related,
  ]
    .filter((a) => (a.coverage ?? 0) >= MIN_COVERAGE)
    .map((a) => ({
      articleRef: a.articleRef,
      title: a.title,
      sentence: a.digest?.answerSentence ?? "",
      coverage: a.coverage ?? 0,
      closeness: a.closeness ?? 0,
    }));
  const [closest] = nearest;
  const leading =
    closest && closest.coverage >= NEAREST_BESIDE_FRAMED && closest.closeness >= NEAREST_FIRST_CLOSENESS
      ? [closest]
      : [];
  const candidates = [
    ...leading,
    ...framed.map((p) => ({ ...p, ofItsKind: true })),
    ...nearest.filter(
      (a) => !leading.includes(a) && (framed.length === 0 || a.coverage >= NEAREST_BESIDE_FRAMED),
    ),
  ];
  const principles: Block[] = [];
  const quoted = new Set<string>();
  let count = 0;
  let framedQuoted = false;
  for (const candidate of candidates) {
    if (count >= (child ? 1 : MAX_PRINCIPLES)) break;
    const { articleRef, title, sentence } = candidate;
    if (!sentence || quoted.has(articleRef)) continue;
    const source = grounding.sources.find((s) => s.articleRef === articleRef && s.content.includes(sentence));
    if (!source) continue;
    quoted.add(articleRef);
    const clause = titleClause(title);
    principles.push({
      kind: "text",
      text: clause ? `Where I ask whether ${clause}, I hold:` : `In "${title}" I hold:`,
    });
    principles.push({ kind: "quote", text: shorten(sentence, plan.maxQuoteWords), source: source.number });
    if ("ofItsKind" in candidate) framedQuoted = true;
    count++;
  }
  if (count > 0) {
    blocks.push({
      kind: "text",
      text: child
        ? "But here is something I did teach that can help you think about it:"
        : `But I did teach ${count === 1 ? "a principle that bears" : "principles that bear"} on it:`,
    });
    blocks.push(...principles);
    blocks.push({ kind: "heading", text: child ? "Using it today" : "Applying them today" });
    // The application of the principles of its kind, when one of them was quoted; it is said to be theirs.
    const applied = framedQuoted && application ? (child ? application.child : application.adult) : null;
    blocks.push({
      kind: "text",
      text: applied
        ? child
          ? `People who follow me today would think about it like this: ${applied} That part is their thinking, not my words.`
          : `Those who follow me today would reason from ${count === 1 ? "this principle" : "these principles"} to your question, and the reasoning is theirs, not something I wrote: ${applied}`
        : child
          ? "People who follow me today would use this to think about your question. That part is their thinking, not my words."
          : "Those who follow me today would reason from these principles to your question; that application is theirs, not something I wrote.",
    });
  } else {
    blocks.push({
      kind: "text",
      text: child
        ? "You could ask me about God, the soul, being good, or being happy."
        : "Ask me instead about God, the soul, the virtues, law, grace or happiness, and I will answer from what I wrote.",
    });
  }
  return { text: renderBlocks(blocks, style), explanatory: explanatoryText(blocks) };
}

/**
 * For a question naming things of our day, his first sentence says which he never wrote of ("I never wrote of
 * phones: …"); null when it names none.
 */
export function untreatedLead(child: boolean, modernNames: string[]): string | null {
  if (modernNames.length === 0) return null;
  const named = andList(modernNames.map(asKind));
  return child
    ? `I never wrote about ${named}, so I will not pretend to know my answer.`
    : `I never wrote of ${named}: I did not treat this question, and I will not put words in my own mouth.`;
}

/** Things of our day a learner may name one of, spoken of as a kind: "phone" → "phones". */
const COUNTABLE = new Set(
  (
    "computer website app smartphone phone robot algorithm movie podcast selfie dinosaur vaccine antibiotic " +
    "clone cigarette calorie gym casino passport refugee tattoo airplane rocket astronaut ufo zoo influencer " +
    "youtuber streamer laptop drone startup chatbot deepfake nft game video car tablet"
  ).split(" "),
);

/** "I never wrote of phone" reads wrong: a thing named one of is spoken of as its kind ("phones"). */
export function asKind(name: string): string {
  const words = name.split(" ");
  const last = words.at(-1) ?? "";
  return COUNTABLE.has(last.toLowerCase()) ? [...words.slice(0, -1), `${last}s`].join(" ") : name;
}

/** "phones", "phones and social media", "phones, apps and social media". */
function andList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
