type Tone = "child" | "young" | "adult" | "expert";

/** A shape of argument he often uses, recognised in his text and explained in plain words. */
interface ArgumentShape {
  test: RegExp;
  /** Whether the child's telling is an image from life, fit to stand alone as an analogy. */
  analogy: boolean;
  child: string;
  young: string;
  adult: string;
}

const SHAPES: ArgumentShape[] = [
  {
    test: /\b(?:go on to infinity|proceed to infinity|infinite series|to infinity)\b/i,
    analogy: true,
    child:
      "Think of a row of falling blocks. Each block falls because the one before it pushed it. Something had to give the first push.",
    young:
      "The key step is this: a chain of things, each moved or caused by another, cannot go back forever. There has to be a first one that starts the rest.",
    adult:
      "Notice the step that recurs: in a series where each member acts only because a prior one acts on it, the series cannot run back without end, so there must be a first. The point concerns dependence here and now, not a beginning in time.",
  },
  {
    test: /\b(?:from (?:its|their|his) effects?|through (?:its|their|his) effects?|by (?:its|their) effects?|known (?:to us )?through)\b/i,
    analogy: true,
    child: "We can know a maker by what he makes. A cake tells you there was a baker.",
    young: "We can reason from what we see, the effects, back to what must have made them, their cause.",
    adult:
      "The reasoning moves from effect to cause: from what is better known to us to what is first in itself.",
  },
  {
    test: /\b(?:for an end|for the sake of|to an end|directed to (?:its|an|their) end|governance)\b/i,
    analogy: true,
    child: "Things in nature act for a goal, like an arrow flying to its target.",
    young:
      "Things act for a purpose, even things without minds. Something wise must aim them, the way an archer aims an arrow.",
    adult:
      "The argument rests on finality: acting for an end requires direction by an intellect, whether in the agent itself or in one who orders it.",
  },
  {
    test: /\b(?:participat\w*|by participation)\b/i,
    analogy: true,
    child:
      "Some things have a gift only because someone shares it with them, as the moon shines with the sun's light.",
    young:
      "Some things have a good only because they share it from a source that has it fully, as the moon shines by the sun's light.",
    adult:
      "Participation is at work: what a thing has only in part it receives from that which is the perfection itself.",
  },
];

/** Plain notes on how his answer argues, at the reader's tone. */
export function argumentNotes(text: string, tone: Tone, max: number): string[] {
  const key = tone === "expert" ? "adult" : tone;
  return SHAPES.filter((shape) => shape.test.test(text))
    .slice(0, max)
    .map((shape) => shape[key]);
}

/** An image from life for how his answer argues, told at the reader's tone; null when none fits. */
export function analogyFor(text: string, tone: Tone): string | null {
  const shape = SHAPES.find((s) => s.analogy && s.test.test(text));
  return shape ? shape[tone === "expert" ? "adult" : tone] : null;
}
