import { EDUCATION_LEVEL_INFO } from "../../../common/education/levels.js";
import { CHAT_MATERIAL_LABELS, type ChatMaterialType } from "../../../common/materials/material-types.js";
import type { ComposeRequest } from "../compose/compose-material.js";
import { LEVEL_SETTINGS } from "../compose/level-settings.js";
import { verdictWords } from "../compose/markup.js";

const STRUCTURE: Record<ChatMaterialType, string> = {
  summary:
    "## The Question, ## His Answer (a *** key-insight line with his verdict), ## Key Points, ## Key Terms, ## Sources",
  worksheet:
    "## Part A: Vocabulary Matching, ## Part B: Fill in the Blank (his own sentences quoted with one word replaced by ______), ## Part C: Short Answer, ## Part D: Reflection, ## Answer Key (for the teacher)",
  quiz: "## Part 1: Multiple Choice (options as '- A. …'; distractors are the objections' theses), ## Part 2: True or False, ## Answer Key (for the teacher) giving for each distractor the objection and the reply that refutes it",
  flashcards:
    "## Card 1, ## Card 2, … each with a '**Front:**' line (his question in plain words) and a '**Back:**' line (his answer and its reference); then term cards",
  study_guide:
    "## Overview, ## Key Questions, ## Main Argument Outline, ## Objections and Replies (a | Objection | His reply | table), ## Key Terms, ## Discussion Questions, ## Related Articles to Read Next",
};

/** The instructions and the sources a model writes a material from: the articles as the knowledge base holds them. */
export function materialPrompt(request: ComposeRequest): string {
  const s = LEVEL_SETTINGS[request.educationLevel];
  const level = EDUCATION_LEVEL_INFO[request.educationLevel];
  const articles = request.articles.map((a) => {
    const d = a.digest;
    const facts = d
      ? [
          `His verdict on the title's question: ${verdictWords(d.verdict, a.articleRef.startsWith("SCG"))}.`,
          `The sentence that carries his answer: ${d.answerSentence}`,
          `His answer in plain words for this reader: ${d.plain[s.reader]}`,
        ].join("\n")
      : "";
    const passages = a.passages
      .map(
        (p) =>
          `(${p.reference})${p.sectionKind === "objection" ? " [OBJECTION: a view he answers, not his own]" : ""} ${p.content}`,
      )
      .join("\n");
    return `### ${a.articleRef}: ${a.title}\n${facts}\n${passages}`;
  });
  return [
    `Write a ${CHAT_MATERIAL_LABELS[request.materialType]} for ${level.label} learners (${level.ageNote}) about the teaching of Saint Thomas Aquinas in the articles below.`,
    `Answer with JSON: {"title", "description", "content"}. The content uses only: # and ## headings, **bold**, *italics*, "- " bullets, "1. " numbered items, "> " quotes, "*** " key-insight lines and | tables |.`,
    `Sections, in order: ${STRUCTURE[request.materialType]}.`,
    `Length: about ${s.multipleChoice} questions per part, ${s.terms} terms, ${s.cards} cards, quotations of at most ${s.maxQuoteWords} words.`,
    `Quote his words only exactly as they stand in a passage below, in curly quotes followed by the passage's reference in parentheses: “…” (ST I, q. 2, a. 3, co.). Anything else you write is a summary and is never put in quotes.`,
    `Never present an objection as his own view. His verdict comes from the facts given; every answer key must agree with it.`,
    `Write nothing that is not supported by these passages.`,
    "",
    ...articles,
  ].join("\n");
}
