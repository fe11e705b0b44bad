import { EDUCATION_LEVEL_INFO, type EducationLevel } from "../../../common/education/levels.js";
import type { GeneratedMaterial } from "../../../common/materials/contract.js";
import { CHAT_MATERIAL_LABELS, type ChatMaterialType } from "../../../common/materials/material-types.js";
import type { ArticleText } from "../../knowledge-base/retrieval/types.js";
import { guardMaterial, textsOf } from "../guard/material-guard.js";
import { buildFlashcards } from "./flashcards.js";
import { describeMaterial, type MaterialInput, type RelatedArticle } from "./material-input.js";
import { buildQuiz } from "./quiz.js";
import { studyArticle } from "./study-article.js";
import { buildStudyGuide } from "./study-guide.js";
import { buildSummary } from "./summary.js";
import { buildWorksheet } from "./worksheet.js";

const BUILDERS: Record<ChatMaterialType, (input: MaterialInput) => string> = {
  summary: buildSummary,
  worksheet: buildWorksheet,
  quiz: buildQuiz,
  flashcards: buildFlashcards,
  study_guide: buildStudyGuide,
};

export interface ComposeRequest {
  materialType: ChatMaterialType;
  educationLevel: EducationLevel;
  /** The articles the reply cited, re-read from the knowledge base, the main one first. */
  articles: ArticleText[];
  related?: RelatedArticle[];
}

/** Builds a material from his own text with no model; every quotation passes the guard. */
export function composeMaterial(
  request: ComposeRequest,
): GeneratedMaterial & { verified: number; removed: string[] } {
  const { materialType, educationLevel } = request;
  const input: MaterialInput = {
    level: educationLevel,
    articles: request.articles.map(studyArticle),
    related: request.related ?? [],
  };
  const content = BUILDERS[materialType](input);
  const guarded = guardMaterial(content, textsOf(request.articles));
  const main = input.articles[0];
  const label = CHAT_MATERIAL_LABELS[materialType];
  return {
    title: `${label}: ${main?.title ?? "Saint Thomas"}`,
    description: describeMaterial(label, input, EDUCATION_LEVEL_INFO[educationLevel].label),
    materialType,
    educationLevel,
    content: guarded.content,
    verified: guarded.verified,
    removed: guarded.removed,
  };
}
