import type { QuoteCatalogueEntry } from "../types.js";

export const firstPrecept: QuoteCatalogueEntry = {
  id: "first-precept",
  reference: "ST I-II, q. 94, a. 2, co.",
  english: { start: "Hence this is the first precept of law", end: 'evil is to be avoided."' },
  latin: { start: "Hoc est ergo primum praeceptum legis", end: "et malum vitandum." },
  theme: "Natural Law",
  context:
    "In the treatise on law Thomas asks whether the natural law contains several precepts or only one. He answers that, as all reasoning rests on a first principle, all moral reasoning rests on this one precept, and the other precepts follow our natural inclinations.",
  explanations: {
    elementary:
      "The very first rule everyone knows inside is this: do good things and stay away from bad things. All the other good rules grow out of that one.",
    middle:
      "Thomas thinks every person already knows one basic rule: do good and avoid evil. We do not need to be taught it like a school subject. Other rules, like caring for life or living peacefully with others, come from it.",
    high: "Just as we cannot think straight without the principle that a thing cannot both be and not be, we cannot act well without the principle that good is to be done and evil avoided. Our natural inclinations, to live, to raise families, to know the truth and to live in society, show what goods the precept points to.",
    college:
      "The first precept is to practical reason what the principle of non-contradiction is to speculative reason: self-evident and underivable. Because good has the character of an end, whatever human beings are naturally inclined to is grasped by reason as good, and the order of the inclinations gives the order of the precepts.",
    graduate:
      "The precept is per se notum because it unfolds the ratio boni, that good is what all things seek. Thomas does not derive an ought from a bare is: practical reason grasps the natural inclinations under the aspect of good, so that the secondary precepts articulate the goods of a rational animal.",
    scholar:
      "The passage coordinates the first principle of practical reason with the threefold order of inclination: what man shares with all substances, with the animals, and what is proper to his rational nature. Whether the precepts are grounded in the inclinations or in reason's apprehension of them remains a central question in readings of the treatise.",
  },
};
