import type { EducationLevel } from "../../../common/education/levels.js";
import { shared, stemSet } from "./text.js";
import type { ArgumentShape } from "./types.js";

interface Labels {
  claim: string;
  premises: string;
  answers: string;
  sources: string;
  strongest: string;
  weakest: string;
}

const SIMPLE: Labels = {
  claim: "Main idea",
  premises: "Reasons given",
  answers: "Responds to",
  sources: "Sources",
  strongest: "Strongest point",
  weakest: "Weakest point",
};
const ACADEMIC: Labels = {
  claim: "Claim",
  premises: "Premises",
  answers: "Answers",
  sources: "Sources",
  strongest: "Strongest point",
  weakest: "Weakest point",
};

const simple = (level: EducationLevel) => level === "elementary" || level === "middle";

/**
 * How far the argument takes up the words of the one it answers: the key terms its own claim and premises
 * share with that argument (its restatement of the other side is left out, so it cannot count itself).
 */
export function engagement(shape: ArgumentShape): string[] {
  if (!shape.answers) return [];
  return shared(stemSet(`${shape.claim} ${shape.premises.join(" ")}`), stemSet(shape.answers.content));
}

function strongest(shape: ArgumentShape, met: string[], level: EducationLevel): string {
  if (shape.quoted.length > 0 && met.length >= 4)
    return simple(level)
      ? `It uses the speaker's own words (${shape.quoted[0]}) and talks about the same things as the last argument.`
      : `It rests on verbatim text (${shape.quoted.join("; ")}) and takes up ${met.length} of the key terms of the argument it answers.`;
  if (shape.quoted.length > 0)
    return simple(level)
      ? `It uses the speaker's own words (${shape.quoted[0]}).`
      : `It rests on verbatim text (${shape.quoted.join("; ")}), so the position is documented rather than asserted.`;
  if (met.length >= 4)
    return simple(level)
      ? "It talks directly about what the other side said."
      : `It meets the previous argument head-on, taking up ${met.length} of its key terms.`;
  if (shape.premises.length >= 2)
    return simple(level)
      ? "It gives more than one reason."
      : `It offers ${shape.premises.length} distinct premises for its claim.`;
  return simple(level)
    ? "It says clearly what it thinks."
    : "It states its thesis plainly, so it can be tested.";
}

function weakest(shape: ArgumentShape, met: string[], level: EducationLevel): string {
  if (shape.quoted.length === 0 && shape.summarised.length > 0)
    return simple(level)
      ? "It does not quote the philosopher's own words; it is a summary of his view."
      : "It quotes none of his own text: the position is a summary, to be checked against the works named.";
  if (shape.quoted.length === 0 && shape.summarised.length === 0)
    return simple(level)
      ? "It does not point to any book or text to back it up."
      : "It cites no source, so its premises stand on their own plausibility.";
  if (shape.answers && met.length < 3)
    return simple(level)
      ? "It does not say much about what the other side just said."
      : `It engages the argument it answers only loosely (${met.length} shared key terms), so the reply may pass it by.`;
  if (shape.speakerName === "Saint Thomas Aquinas")
    return simple(level)
      ? "It answers an older form of the objection, which may not be exactly what the opponent meant."
      : "It answers the objection as he framed it in the Summa; the opponent's own form of the argument may differ.";
  return simple(level)
    ? "It leans on a single text."
    : "It leans on a single text; a reader should check the passage in context.";
}

/** The analysis of one argument at the debate's level: claim, premises, what it answers, sources, strengths. */
export function analyse(shape: ArgumentShape, level: EducationLevel): string {
  const labels = simple(level) ? SIMPLE : ACADEMIC;
  const met = engagement(shape);
  const lines = [`${labels.claim}: ${shape.claim}`];
  if (shape.premises.length > 0) lines.push(`${labels.premises}: ${shape.premises.join(" / ")}`);
  lines.push(
    `${labels.answers}: ${
      shape.answers
        ? `${shape.answers.speakerName}, turn ${shape.answers.turnNumber} — ${shape.answers.claim}`
        : "nothing yet: this is the opening argument"
    }`,
  );
  const sources = [
    ...shape.quoted.map((r) => `${r} (quoted)`),
    ...shape.summarised.map((r) => `${r} (summarised)`),
  ];
  lines.push(`${labels.sources}: ${sources.length > 0 ? sources.join("; ") : "none"}`);
  lines.push(`${labels.strongest}: ${strongest(shape, met, level)}`);
  lines.push(`${labels.weakest}: ${weakest(shape, met, level)}`);
  return lines.join("\n");
}
