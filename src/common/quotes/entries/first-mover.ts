import type { QuoteCatalogueEntry } from "../types.js";

export const firstMover: QuoteCatalogueEntry = {
  id: "first-mover",
  reference: "ST I, q. 2, a. 3, co.",
  english: {
    start: "Therefore it is necessary to arrive at a first mover",
    end: "everyone understands to be God.",
  },
  latin: { start: "Ergo necesse est devenire ad aliquod primum movens", end: "hoc omnes intelligunt Deum." },
  theme: "The Existence of God",
  context:
    'In the article "Whether God exists?" Thomas gives his famous five ways. This sentence closes the first and, in his words, most manifest way: the argument from motion, that is, from change in the world.',
  explanations: {
    elementary:
      "Things around us move and change, but something has to start them, like a hand that moves a stick. If you keep asking who started it, you come to Someone who started everything without being started. That is God.",
    middle:
      "Everything that changes is changed by something else. That chain of changers cannot go back forever, or nothing would be moving now. So there must be a first mover that nothing else moves, and Thomas says this is what everyone means by God.",
    high: "The argument starts from something we can all see: things change. To change is to go from being able to be something to actually being it, and only what is already actual can bring that about. An endless chain of borrowed movers would explain nothing, so there must be a first, unmoved mover.",
    college:
      "The first way reasons from motion as the passage from potency to act. Nothing reduces itself from potency to act, so whatever is moved is moved by another. Since the series in question is one of movers that move only as they are moved, it cannot be infinite; there must be a first mover itself unmoved.",
    graduate:
      "The infinite regress excluded here is that of an essentially ordered series, in which each intermediate mover acts only by a power it is receiving now, as the staff moves only by the hand. Such a series requires a first that is pure act. The argument does not depend on the world's having begun in time.",
    scholar:
      "The via ex parte motus adapts Aristotle's argument from Physics VIII and Metaphysics XII, but its middle term is the metaphysical analysis of motus as reductio de potentia in actum. The conclusion reaches a primum movens immobile; its identification with God is completed only in the following questions on simplicity, perfection and infinity.",
  },
};
