import type { Citation } from "../../common/knowledge-base/citation.js";
import type { LanguagePreferences } from "../../common/preferences/languages.js";
import { occursVerbatim, splitSentences } from "./guard/normalise.js";
import type { SourceText } from "./types.js";

/** One citation per passage used, in order of first use; the Latin comes from the aligned row only. */
export function buildCitations(
  used: Map<number, string[]>,
  sources: SourceText[],
  prefs: LanguagePreferences,
): Citation[] {
  const byNumber = new Map(sources.map((s) => [s.number, s]));
  const withLatin = prefs.showOriginalLatin || prefs.primary === "la";
  const citations: Citation[] = [];
  for (const [number, quotes] of used) {
    const source = byNumber.get(number);
    if (!source) continue;
    const english = quotes.filter((q) => occursVerbatim(q, source.content));
    const relevantText = english.length > 0 ? english.join(" … ") : opening(source.content);
    citations.push({
      work: source.work,
      section: source.section,
      reference: source.reference,
      relevantText,
      language: "en",
      translations: withLatin && source.latin ? [{ language: "la", text: source.latin }] : [],
      passageId: source.passageId,
      sectionKind: source.sectionKind,
    });
  }
  return citations;
}

function opening(content: string): string {
  return splitSentences(content).slice(0, 2).join(" ");
}
