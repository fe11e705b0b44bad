import { opponentName, topicLabel } from "../../../common/debates/catalogue.js";
import type { EducationLevel } from "../../../common/education/levels.js";
import { EDUCATION_LEVEL_INFO } from "../../../common/education/levels.js";
import { MATERIAL_TYPE_INFO, type MaterialType } from "../../../common/materials/material-types.js";
import { firstSentence } from "../compose/text.js";
import type { ArgumentRow, DebateRow } from "../repository.js";
import { type LevelContent, levelSections } from "./level-content.js";
import { scoreSide } from "./scorecard.js";

export interface DebateMaterial {
  title: string;
  description: string;
  content: string;
  materialType: MaterialType;
  educationLevel: EducationLevel;
}

interface Facts {
  debate: DebateRow;
  args: ArgumentRow[];
  level: EducationLevel;
  opponent: string;
  speaker: (a: ArgumentRow) => string;
  claim: (a: ArgumentRow) => string;
  sources: string[];
  /** The level's own sections: plain answers, his quotations, and for the older levels the article's shape and Latin. */
  byLevel: string[];
}

const line = (a: ArgumentRow, f: Facts) => `- **Turn ${a.turnNumber} — ${f.speaker(a)}:** ${f.claim(a)}`;
const analysisField = (a: ArgumentRow, names: string[]) =>
  names.map((n) => new RegExp(`^${n}: (.*)$`, "m").exec(a.analysis ?? "")?.[1]).find(Boolean) ?? "";

function positions(f: Facts): string {
  const aquinas = "Saint Thomas Aquinas";
  const [defends, opposes] = f.debate.aquinasDefends ? [aquinas, f.opponent] : [f.opponent, aquinas];
  return `- **Defends:** ${defends}\n- **Opposes:** ${opposes}`;
}

function sourcesList(f: Facts): string {
  return f.sources.length ? f.sources.map((s) => `- ${s}`).join("\n") : "- No sources were cited.";
}

const BUILDERS: Record<MaterialType, (f: Facts) => string> = {
  debate_summary: (f) =>
    [
      `# ${f.debate.title}`,
      `## Topic\n${topicLabel(f.debate.topic)}`,
      `## Positions\n${positions(f)}`,
      `## The debate turn by turn\n${f.args.map((a) => line(a, f)).join("\n")}`,
      ...f.byLevel,
      `## Sources\n${sourcesList(f)}`,
      `*** Key insight: each claim above is answered by the next; read the quoted texts to judge who answered better.`,
    ].join("\n\n"),
  argument_analysis: (f) =>
    [
      `# Argument Analysis: ${f.debate.title}`,
      ...f.args.map(
        (a) =>
          `## Turn ${a.turnNumber} — ${f.speaker(a)}\n${(a.analysis ?? "")
            .split("\n")
            .map((l) => `- ${l}`)
            .join("\n")}`,
      ),
    ].join("\n\n"),
  debate_scorecard: (f) => {
    const sides = [
      scoreSide(
        "Saint Thomas Aquinas",
        f.args.filter((a) => a.speaker === "aquinas"),
        f.args,
      ),
      scoreSide(
        f.opponent,
        f.args.filter((a) => a.speaker !== "aquinas"),
        f.args,
      ),
    ];
    const parts = sides.map(
      (s) =>
        `## ${s.side} — ${s.total} / 16\n${s.criteria
          .map((c) => `- **${c.name}** (${c.measure}): ${c.score} / 4 — ${c.evidence}`)
          .join("\n")}`,
    );
    const lead =
      sides[0] && sides[1] && sides[0].total !== sides[1].total
        ? `${sides[0].total > sides[1].total ? sides[0].side : sides[1].side} scores higher on this rubric.`
        : "Both sides score the same on this rubric.";
    return [
      `# Evaluation Scorecard: ${f.debate.title}`,
      "Each criterion is scored 1–4 from what can be counted in the arguments themselves.",
      ...parts,
      `*** ${lead} A rubric counts features; it does not decide who is right.`,
    ].join("\n\n");
  },
  teaching_guide: (f) =>
    [
      `# Teacher's Guide: ${f.debate.title}`,
      `## Learning objectives\n- State each side's thesis on ${topicLabel(f.debate.topic).toLowerCase()}.\n- Tell a quoted text from a summary of a view.\n- Judge whether each argument answers the one before it.`,
      `## Positions\n${positions(f)}`,
      `## Lesson sequence\n${f.args.map((a) => `${a.turnNumber}. Read turn ${a.turnNumber} (${f.speaker(a)}) and restate its claim: ${f.claim(a)}`).join("\n")}`,
      ...f.byLevel,
      `## Assessment\n- Use the Evaluation Scorecard criteria: grounding, engagement, development, range of sources.`,
      `## Sources to have at hand\n${sourcesList(f)}`,
    ].join("\n\n"),
  classroom_discussion: (f) =>
    [
      `# Discussion Materials: ${f.debate.title}`,
      `## Opening question\nWhat do you think about ${topicLabel(f.debate.topic).toLowerCase()}, before reading the debate?`,
      `## Questions turn by turn\n${f.args.map((a) => `- Turn ${a.turnNumber} (${f.speaker(a)}): "${f.claim(a)}" — Do you agree? What reason is given?`).join("\n")}`,
      `## Closing question\nWhich argument was strongest, and which point was weakest? Use the analysis of each turn.`,
    ].join("\n\n"),
  summary: (f) =>
    [
      `# Quick Summary: ${f.debate.title}`,
      `${positions(f)}`,
      f.args.map((a) => line(a, f)).join("\n"),
      ...f.byLevel,
    ].join("\n\n"),
  worksheet: (f) =>
    [
      `# Worksheet: ${f.debate.title}`,
      ...f.args.map(
        (a) =>
          `## Turn ${a.turnNumber} — ${f.speaker(a)}\n1. In your own words, what does this turn claim?\n2. What reason does it give?\n3. Which earlier argument does it answer?`,
      ),
    ].join("\n\n"),
  quiz: (f) =>
    [
      `# Knowledge Quiz: ${f.debate.title}`,
      ...f.args.map(
        (a, i) =>
          `## Question ${i + 1}\nWho argued: "${f.claim(a)}"?\n- A. Saint Thomas Aquinas\n- B. ${f.opponent}\n\n**Answer:** ${a.speaker === "aquinas" ? "A" : "B"}`,
      ),
    ].join("\n\n"),
  flashcards: (f) =>
    [
      `# Study Cards: ${f.debate.title}`,
      ...f.args.map(
        (a) =>
          `## Card ${a.turnNumber}\n**Front:** What did ${f.speaker(a)} claim in turn ${a.turnNumber}?\n**Back:** ${f.claim(a)}`,
      ),
    ].join("\n\n"),
  study_guide: (f) =>
    [
      `# Study Guide: ${f.debate.title}`,
      `## Topic\n${topicLabel(f.debate.topic)}`,
      `## Key claims\n${f.args.map((a) => line(a, f)).join("\n")}`,
      ...f.byLevel,
      `## Strongest and weakest points\n${f.args.map((a) => `- Turn ${a.turnNumber}: strongest — ${analysisField(a, ["Strongest point"])}; weakest — ${analysisField(a, ["Weakest point"])}`).join("\n")}`,
      `## Sources\n${sourcesList(f)}`,
    ].join("\n\n"),
};

/** A material of the given type built from the debate's own arguments, analyses and sources. */
export function buildDebateMaterial(
  debate: DebateRow,
  args: ArgumentRow[],
  materialType: MaterialType,
  level: EducationLevel,
  byLevel: LevelContent = { plain: [], quotations: [], shapes: [] },
): DebateMaterial {
  const opponent = opponentName(debate.opponentPhilosopher);
  const sources = [
    ...new Set(
      args.flatMap((a) =>
        (a.citations ?? [])
          .filter((c) => c.sectionKind !== "objection")
          .map((c) =>
            [c.work, c.section ? `(${c.section})` : "", c.reference ? `- ${c.reference}` : ""]
              .filter(Boolean)
              .join(" "),
          ),
      ),
    ),
  ];
  const facts: Facts = {
    debate,
    args,
    level,
    opponent,
    speaker: (a) =>
      a.speaker === "aquinas" ? "Saint Thomas Aquinas" : a.speaker === "user" ? "You" : opponent,
    claim: (a) => analysisField(a, ["Claim", "Main idea"]) || firstSentence(a.content),
    sources,
    byLevel: levelSections(byLevel, level),
  };
  const info = MATERIAL_TYPE_INFO[materialType];
  return {
    title: `${info.label}: ${debate.title}`,
    description: `${info.label} of the debate between Saint Thomas Aquinas and ${opponent} on ${topicLabel(debate.topic)}, for ${EDUCATION_LEVEL_INFO[level].label} level, built from its ${args.length} argument${args.length === 1 ? "" : "s"} and their sources.`,
    content: BUILDERS[materialType](facts),
    materialType,
    educationLevel: level,
  };
}
