import {
  formatArticleRef,
  formatReference,
  type StPart,
  type StReference,
  type StSection,
} from "../../../common/references/index.js";
import { makeRow } from "./rows.js";
import type { LaSection } from "./st-schema.js";
import type { KbRow } from "./types.js";

const BASE = {
  source: "summa-theologiae",
  workKey: "st",
  work: "Summa Theologiae",
  author: "Thomas Aquinas",
};

const LABELS: Record<StSection["kind"], string> = {
  prologue: "Prologue",
  objection: "Objection",
  sed_contra: "On the contrary",
  respondeo: "I answer that",
  reply: "Reply to Objection",
  reply_all: "Reply to the objections",
};
const SHORT: Record<StSection["kind"], string> = {
  prologue: "prol",
  objection: "obj",
  sed_contra: "sc",
  respondeo: "co",
  reply: "ad",
  reply_all: "ad_arg",
};

function sectionLabel(section: StSection): string {
  const number = "number" in section && section.number !== undefined ? ` ${section.number}` : "";
  return `${LABELS[section.kind]}${number}`;
}

export interface Place {
  part: StPart | null;
  question?: number;
  article?: number;
  title: string;
}

export function buildRow(
  place: Place,
  section: StSection,
  content: string,
  ordinal: number,
  language: "en" | "la",
  translationOf: string | null = null,
): KbRow {
  const ref: StReference = { work: "st", part: place.part, section };
  if (place.question !== undefined) ref.question = place.question;
  if (place.article !== undefined) ref.article = place.article;
  const location: Record<string, string | number> = { section: SHORT[section.kind] };
  if (place.part) location.part = place.part;
  if (place.question !== undefined) location.question = place.question;
  if (place.article !== undefined) location.article = place.article;
  if ("number" in section && section.number !== undefined) location.number = section.number;
  return makeRow({
    ...BASE,
    section: sectionLabel(section),
    sectionKind: section.kind === "reply_all" ? "reply" : section.kind,
    title: place.title,
    content,
    reference: formatReference(ref),
    articleRef: formatArticleRef(ref),
    location,
    ordinal,
    language,
    originalLanguage: language === "en" ? "la" : null,
    translationOf,
  });
}

export function latinSection(s: LaSection, scCount: number): StSection {
  switch (s.type) {
    case "arg":
      return { kind: "objection", number: s.n ?? 1 };
    case "sc":
      return scCount > 1 && s.n !== null ? { kind: "sed_contra", number: s.n } : { kind: "sed_contra" };
    case "co":
      return { kind: "respondeo" };
    case "ad":
      return { kind: "reply", number: s.n ?? 1 };
    case "ad_arg":
      return { kind: "reply_all" };
  }
}
