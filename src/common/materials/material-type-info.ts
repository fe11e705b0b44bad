/* Material types as plain data: no zod, so the first page can load it. */
/** Material types offered from a chat message and in the library. */
export const CHAT_MATERIAL_TYPES = ["summary", "worksheet", "quiz", "flashcards", "study_guide"] as const;
export type ChatMaterialType = (typeof CHAT_MATERIAL_TYPES)[number];

/** Material types offered for a debate, in display order. */
export const DEBATE_MATERIAL_TYPES = [
  "debate_summary",
  "argument_analysis",
  "debate_scorecard",
  "teaching_guide",
  "classroom_discussion",
  "summary",
  "worksheet",
  "quiz",
  "flashcards",
  "study_guide",
] as const;
export type MaterialType = (typeof DEBATE_MATERIAL_TYPES)[number];

export interface MaterialTypeInfo {
  label: string;
  audience: string;
  category: string;
}

export const MATERIAL_TYPE_INFO: Record<MaterialType, MaterialTypeInfo> = {
  debate_summary: { label: "Debate Summary", audience: "All levels", category: "Overview" },
  argument_analysis: { label: "Argument Analysis", audience: "High School+", category: "Analysis" },
  debate_scorecard: { label: "Evaluation Scorecard", audience: "Middle School+", category: "Assessment" },
  teaching_guide: { label: "Teacher's Guide", audience: "Educators", category: "Teaching" },
  classroom_discussion: { label: "Discussion Materials", audience: "All levels", category: "Teaching" },
  summary: { label: "Quick Summary", audience: "All levels", category: "Study" },
  worksheet: { label: "Interactive Worksheet", audience: "Elementary+", category: "Practice" },
  quiz: { label: "Knowledge Quiz", audience: "Middle School+", category: "Assessment" },
  flashcards: { label: "Study Cards", audience: "Elementary+", category: "Study" },
  study_guide: { label: "Study Guide", audience: "High School+", category: "Study" },
};

/** Labels used by the chat and library screens for their five types. */
export const CHAT_MATERIAL_LABELS: Record<ChatMaterialType, string> = {
  summary: "Summary",
  worksheet: "Worksheet",
  quiz: "Quiz",
  flashcards: "Flashcards",
  study_guide: "Study Guide",
};
