import type { SectionKind } from "../../../common/knowledge-base/contract.js";
import type { InlineCitation } from "../../../common/references/index.js";

/** One knowledge_base row as the importer builds it (ids are made here so translations link in one pass). */
export interface KbRow {
  id: string;
  source: string;
  workKey: string;
  work: string;
  author: string;
  section: string;
  sectionKind: SectionKind;
  title: string;
  content: string;
  reference: string;
  articleRef: string;
  location: Record<string, string | number>;
  ordinal: number;
  language: "en" | "la";
  originalLanguage: string | null;
  translationOf: string | null;
}

/** The Scripture a passage cites inline, resolved to verse rows once the Bible is in the database. */
export interface PassageCitations {
  passageId: string;
  citations: InlineCitation[];
}

/** What one source's reader produces. `problems` name the file and say what is wrong with it. */
export interface SourceOutput {
  rows: KbRow[];
  citations: PassageCitations[];
  problems: string[];
  /** Figures worth printing, e.g. aligned and unpaired Latin sections. */
  stats: Record<string, number>;
}

export interface SourceReader {
  /** Value stored in knowledge_base.source and kb_imports.source. */
  name: string;
  /** Folders under the corpus directory this source reads. */
  folders: string[];
  /** Sources whose rows this one links to; when they are re-imported this one is too. */
  dependsOn?: string[];
  read: (corpusDir: string) => Promise<SourceOutput>;
}

/** Thrown for a file that cannot be used at all; the message names the file. */
export class CorpusFileError extends Error {}
