export { articleReferenceOf, formatArticleRef, formatReference } from "./format.js";
export { parseReference } from "./parse.js";
export {
  findScriptureBook,
  SCRIPTURE_BOOKS,
  type ScriptureBook,
  scriptureBookByCode,
} from "./scripture-books.js";
export {
  citationReference,
  extractScriptureCitations,
  type InlineCitation,
  type LocatedCitation,
  locateScriptureCitations,
} from "./scripture-citations.js";
export * from "./types.js";
