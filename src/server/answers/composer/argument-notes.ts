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
    test: /\b(?:go on to infinity|proceed to infinity|infinite series)\b/i,
    analogy: true,
    child:
      "Think of a row of falling blocks. Each block falls because the one before it pushed it. Something had to give the first push.",
    young:
      "The key step is this: a chain of things, each moved or caused by another, cannot go back forever. There has to be a first one that starts the rest.",
    adult:
      "Notice the step that recurs: in a series where each member acts only because a prior one acts on it, the series cannot run back without end, so there must be a first. The point concerns dependence here and now, not a beginning in time.",
  },
  {
    test: /\b(?:from (?:its|their|his) effects?|through (?:its|their|his) effects?|by (?:its|their) effects?)\b/i,
    analogy: true,
    child: "We can know a maker by what he makes. A cake tells you there was a baker.",
    young: "We can reason from what we see, the effects, back to what must have made them, their cause.",
    adult:
      "The reasoning moves from effect to cause: from what is better known to us to what is first in itself.",
  },
  {
    // Not any "for the sake of" or "means to an end": the argument that whatever acts, acts for an end.
    test: /\b(?:act(?:s|ing)? for an end|governance of the world|things which lack (?:intelligence|knowledge))\b/i,
    analogy: true,
    child: "Things in nature act for a goal, like an arrow flying to its target.",
    young:
      "Whatever acts, acts for some goal. A thing without a mind of its own reaches its goal only because something wise aims it, the way an archer aims an arrow.",
    adult:
      "The argument rests on finality: acting for an end requires direction by an intellect, whether in the agent itself or in one who orders it.",
  },
  {
    // Not the participation of a sacrament's fruits: a perfection had in part from its source.
    test: /\b(?:by participation|participated (?:likeness|being|goodness|light)|participat\w* (?:in|of) (?:the )?(?:divine|existence|being|goodness|light))\b/i,
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
