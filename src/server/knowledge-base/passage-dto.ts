import type { KbPassage, KbPassageDetail } from "../../common/knowledge-base/contract.js";
import type { Passage, ScriptureVerse } from "./retrieval/types.js";

const AQUINAS = "thomas aquinas";

function voiceOf(p: Passage): KbPassage["voice"] {
  if (p.workKey === "bible") return "scripture";
  if (p.author.toLowerCase() !== AQUINAS) return "other";
  return p.sectionKind === "objection" ? "objection" : "aquinas";
}

/** The label a reader sees; an objection always says it is a view he answers. */
function labelOf(p: Passage): string {
  if (p.sectionKind === "objection" && voiceOf(p) === "objection")
    return `${p.section} — a view Aquinas answers, not his own`;
  return p.section;
}

export function toPassageDto(p: Passage): KbPassage {
  return {
    id: p.id,
    reference: p.reference,
    articleRef: p.articleRef,
    work: p.work,
    workKey: p.workKey,
    author: p.author,
    section: p.section,
    sectionKind: p.sectionKind,
    voice: voiceOf(p),
    label: labelOf(p),
    articleTitle: p.title,
    text: p.content,
    language: p.language,
    latin: p.latin ? { id: p.latin.id, text: p.latin.content } : null,
    // A Latin row is only ever shown on its own when nothing translates it.
    latinOnly: p.language === "la",
  };
}

export function toPassageDetailDto(p: Passage & { scripture: ScriptureVerse[] }): KbPassageDetail {
  return {
    ...toPassageDto(p),
    scripture: p.scripture.map((v) => ({
      id: v.id,
      reference: v.reference,
      text: v.content,
      latin: v.latin,
    })),
  };
}
