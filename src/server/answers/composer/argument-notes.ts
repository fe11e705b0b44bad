type Tone = "child" | "young" | "adult" | "expert";

/** A shape of argument he often uses, recognised in his text and explained in plain words. */
interface ArgumentShape {
  test: RegExp;
  child: string;
  young: string;
  adult: string;
}

const SHAPES: ArgumentShape[] = [
  {
    test: /\b(?:go on to infinity|proceed to infinity|infinite series|to infinity)\b/i,
    child:
      "Think of a row of falling blocks. Each block falls because the one before it pushed it. Something had to give the first push.",
    young:
      "The key step is this: a chain of things, each moved or caused by another, cannot go back forever. There has to be a first one that starts the rest.",
    adult:
      "Notice the step that recurs: in a series where each member acts only because a prior one acts on it, the series cannot run back without end, so there must be a first. The point concerns dependence here and now, not a beginning in time.",
  },
  {
    test: /\b(?:from (?:its|their|his) effects?|through (?:its|their|his) effects?|by (?:its|their) effects?|known (?:to us )?through)\b/i,
    child: "We can know a maker by what he makes. A cake tells you there was a baker.",
    young: "We can reason from what we see, the effects, back to what must have made them, their cause.",
    adult:
      "The reasoning moves from effect to cause: from what is better known to us to what is first in itself.",
  },
  {
    test: /\b(?:in two ways|twofold|in three ways|threefold|in one way)\b/i,
    child: "I show that a word can mean two things. Then the puzzle gets easier.",
    young:
      "I begin by showing that something can be meant in two ways. Once we see both, the answer is clear.",
    adult:
      "The answer turns on a distinction. Once it is drawn, each side of the question can be granted or denied in its proper sense.",
  },
  {
    test: /\b(?:for an end|for the sake of|to an end|directed to (?:its|an|their) end|governance)\b/i,
    child: "Things in nature act for a goal, like an arrow flying to its target.",
    young:
      "Things act for a purpose, even things without minds. Something wise must aim them, the way an archer aims an arrow.",
    adult:
      "The argument rests on finality: acting for an end requires direction by an intellect, whether in the agent itself or in one who orders it.",
  },
  {
    test: /\b(?:Augustine|the Philosopher|Dionysius|Damascene|Boethius|Ambrose|Gregory|Jerome|Anselm) (?:says|states|teaches|observes)\b/i,
    child: "I also listened to wise teachers who came before me.",
    young:
      "I also lean on teachers who came before me, such as Augustine and Aristotle, and test what they said.",
    adult:
      "I weigh the authorities, Augustine, Aristotle and others, not as the last word but as witnesses to be understood and placed.",
  },
  {
    test: /\b(?:participat\w*|by participation)\b/i,
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
