import { harmScore } from "./harm-features.js";
import learned from "./harm-weights.json" with { type: "json" };

/**
 * A second judge of "is this a request for the means to harm?", learned from the development lists of
 * requests and of questions that must be answered (scripts/harm/train.ts writes its weights). The hand
 * patterns of harmful-requests.ts know the wordings written so far; this one weighs every word and pair of
 * words, so a request in a new wording ("bruh how do u spike…") can still be heard. It only counts when the
 * message names a harm at all, so that "what's the best way to study?" is never declined for its frame.
 */

/** The learned weights, by feature. */
export const HARM_WEIGHTS: Readonly<Record<string, number>> = Object.fromEntries(
  learned.weights as [string, number][],
);

/** Harm named at all: a deed, a means or a victim's suffering. */
const NAMES_A_HARM =
  /\b(?:kill|murder|poison|hurt|harm|injur|stab|shoot|choke|strangl|beat|punch|attack|bomb|explos|weapon|gun|knife|blade|fire|burn|arson|steal|stole|rob|shoplift|burgl|break in|hack|phish|scam|fraud|forg|fake|counterfeit|cheat|blackmail|extort|ransom|threat|stalk|spy|track|follow|dox|bully|insult|humiliat|worthless|suffer|cry|torture|abuse|drug|meth|cocaine|heroin|weed|pill|dose|overdose|spike|drunk|vodka|alcohol|die|dead|death|suicid|myself|revenge|get back at|sabotag|vandal|wreck|destroy|ruin|sick|pass out|lethal|toxic|gas|untrace|smuggl|launder|kidnap|trap)/;

/** The learned judge, counted only for a message that names a harm. */
export const readsAsHarmRequest = (text: string): boolean =>
  NAMES_A_HARM.test(text.toLowerCase()) && harmScore(text, HARM_WEIGHTS) > 0;
