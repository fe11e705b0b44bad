import type { QuoteCatalogueEntry } from "../types.js";

export const truthConformity: QuoteCatalogueEntry = {
  id: "truth-conformity",
  reference: "ST I, q. 16, a. 2, co.",
  english: {
    start: "For this reason truth is defined by the conformity of intellect and thing",
    end: "is to know truth.",
  },
  latin: {
    start: "Et propter hoc per conformitatem intellectus et rei veritas definitur",
    end: "est cognoscere veritatem.",
  },
  theme: "Truth",
  context:
    "In the question on truth Thomas asks whether truth resides only in the intellect that composes and divides, that is, in judgment. He explains that truth is found where the mind knows its own agreement with things, which the senses cannot do.",
  explanations: {
    elementary:
      'Something we think is true when it matches the way things really are. If you say "the cat is on the mat" and the cat is on the mat, you have the truth.',
    middle:
      "Truth is when what is in your mind matches what is real. Thomas adds that knowing the truth means knowing that this match is there, which is something our minds can do when we judge, not something our eyes or ears can do alone.",
    high: "This is the classic correspondence view of truth: a thought is true when it agrees with reality. Our senses take in likenesses of things, but only the intellect can compare what it grasps with the thing itself and judge that they agree. That judging is where truth is fully found.",
    college:
      "Truth is the adequation of intellect and thing. Thomas locates it principally in the intellect that composes and divides, because only in judgment does the mind know its own conformity with what is. Simple apprehension and sensation contain a likeness of the thing but do not grasp that likeness as true.",
    graduate:
      "The definition echoes the formula adaequatio rei et intellectus that Thomas attributes to Isaac Israeli. His refinement is reflexive: truth is had formally when the intellect knows the proportion between its conception and the thing, which happens in the act of judgment.",
    scholar:
      "Article 2 distinguishes truth as present in the intellect from truth as merely possessed. Sense and the intellect knowing quod quid est have a true likeness materially, but only the intellect componens et dividens knows the conformity, and so has truth as known. The correlate ontological sense of truth is taken up in the surrounding articles.",
  },
};
