/**
 * Scholastic terms with definitions at three reading levels, written for this product.
 * `en` finds the term in an English passage; `la` finds its Latin in the aligned Latin row; `asked` finds it in a
 * learner's question where everyday English uses the same words otherwise ("to be saved", "in the end", "is it
 * necessary", "was it an accident"), and `en` where it does not; `named` finds it in an article digest's list of key
 * terms where that list uses its words in another sense ("necessity of baptism", "composition and division").
 * `weight` ranks how much a learner gains from having it explained.
 */
export interface GlossaryTerm {
  term: string;
  en: RegExp;
  asked?: RegExp;
  named?: RegExp;
  la?: RegExp;
  weight: number;
  basic: string;
  plain: string;
  exact: string;
}

export const BEING_TERMS: GlossaryTerm[] = [
  {
    term: "act and potency",
    en: /\b(?:potentiality|potency|in act|actuality)\b/i,
    la: /\b(?:in potentia|potentia|in actu|actu)\b/i,
    weight: 5,
    basic: "A thing can be one way now and can become another way later. Cold wood can get hot.",
    plain:
      "Potency is what a thing can become; act is what it already is. Cold wood can become hot, but only fire, which is already hot, can make it so.",
    exact:
      "Potency is a real capacity for some perfection; act is the perfection possessed. Nothing passes from potency to act except by a being already in act in that respect.",
  },
  {
    term: "essence",
    en: /\bessences?\b/i,
    la: /\bessentia(?:m|e)?\b/i,
    weight: 5,
    basic: "The essence of a thing is what it is. A cat is a cat, not a dog.",
    plain:
      'The essence of a thing is what it is, the answer to the question "What is it?" It is what a definition tries to say.',
    exact:
      "Essence is that through which a thing is what it is, signified by the definition. In creatures it is really distinct from their act of existing; in God alone the two are the same.",
  },
  {
    term: "existence",
    en: /\b(?:existence|to be)\b/i,
    asked: /\b(?:existence|act of being)\b/i,
    la: /\besse\b/i,
    weight: 3,
    basic: "To exist is to be real, to be there at all.",
    plain:
      "Existence is the fact that a thing is, not just what it is. You can know what a thing would be without knowing that it exists.",
    exact:
      "Existence (the act of being) is the first act of every real thing. It is received and limited by an essence in creatures, but in God it is subsistent and unlimited.",
  },
  {
    term: "form and matter",
    en: /\b(?:form and matter|matter and form|substantial form|prime matter)\b/i,
    la: /\b(?:forma|materia)\b/i,
    weight: 5,
    basic: "Matter is the stuff a thing is made of. Form is what makes that stuff this kind of thing.",
    plain:
      "Matter is the stuff a thing is made from; form is what makes the stuff into this kind of thing. Bronze is the matter of a statue, and its shape is the form.",
    exact:
      "Form is the principle of determination and actuality in a body; matter is the potential principle that receives it. Together they make one substance, and form is prior in nature.",
  },
  {
    term: "substance and accident",
    en: /\b(?:substance|accidents?)\b/i,
    asked: /\bsubstances?\b(?!\s+abuse)|\baccidents? and substance|\bsubstance and accidents?/i,
    la: /\b(?:substantia|accidens|accidentia)\b/i,
    weight: 3,
    basic:
      "A substance is a thing that stands on its own, like a tree. Its color or size is something it has.",
    plain:
      "A substance is something that exists in itself, like a horse. Accidents, such as color or size, exist only in a substance.",
    exact:
      "Substance is what subsists in itself and not in another; accidents inhere in a substance and depend on it for their being, as quantity, quality and relation do.",
  },
  {
    term: "efficient cause",
    en: /\befficient causes?\b/i,
    la: /\bcaus\w*\s+efficient\w*/i,
    weight: 5,
    basic: "A cause is what makes something happen. The one who makes a thing is its cause.",
    plain: "An efficient cause is whatever brings something about, the way a builder makes a house.",
    exact:
      "The efficient cause is the agent from which a change or a being proceeds. In an ordered series of such causes, the later depend here and now on the first.",
  },
  {
    term: "first mover",
    en: /\bfirst mover\b/i,
    la: /\bprimum\s+movens\b/i,
    weight: 4,
    basic: "If each thing is moved by another, there must be a first one that starts it all.",
    plain:
      "The first mover is the one who moves other things without being moved by anything else. Without it nothing else would move.",
    exact:
      "The first mover is the unmoved source of all motion; it is required because a series of movers that are themselves moved has no motion of its own.",
  },
  {
    term: "end",
    en: /\b(?:last end|ultimate end|final cause|for an end|the end)\b/i,
    asked: /\b(?:last end|ultimate end|final cause|final end|ends? justif\w*)\b/i,
    la: /\bfin(?:is|em|e)\b/i,
    weight: 3,
    basic: "The end is what a thing is for, the goal it aims at.",
    plain:
      "The end of a thing is its goal, what it acts for. An arrow flies toward the target the archer aims at.",
    exact:
      "The end (final cause) is that for the sake of which an agent acts; it is first in intention and last in execution, and it moves the agent as something desired.",
  },
  {
    term: "necessary being",
    en: /\b(?:necessary|possible to be and not to be|necessity)\b/i,
    asked: /\bnecessary beings?\b/i,
    named: /\bnecessary beings?\b|\bnecessity and contingency\b/i,
    la: /\bnecessari\w*/i,
    weight: 3,
    basic: "Some things come and go. Something must be there that can never stop being.",
    plain:
      "Some things can be or not be: they start and stop. A necessary being cannot fail to be, and everything that comes and goes depends on it.",
    exact:
      "A contingent being can be and not be; a necessary being cannot not be. The third way ends at a being necessary of itself, not receiving its necessity from another.",
  },
  {
    term: "self-evident",
    en: /\bself-evident\b/i,
    la: /\bper se not\w*/i,
    weight: 4,
    basic: "Something is plain on its face when you see it is true just by hearing it.",
    plain:
      'A statement is self-evident when you know it is true as soon as you understand its words, like "the whole is greater than its part."',
    exact:
      "A proposition is self-evident when the predicate is included in the notion of the subject; it may be self-evident in itself yet not to us.",
  },
  {
    term: "demonstration",
    en: /\bdemonstrat\w*/i,
    la: /\bdemonstra\w*/i,
    weight: 4,
    basic: "To prove a thing is to show step by step that it must be true.",
    plain:
      "A demonstration is a proof that moves step by step from what we know to what we did not know. We can reason from an effect back to its cause.",
    exact:
      "Demonstration is a syllogism producing scientific knowledge: either from the cause or from the effect back to the cause, the latter being how God's existence is shown.",
  },
];
