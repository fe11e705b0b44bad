// What the server needs once its database is open. `run-server.ts` loads this (the bulk of the server's code and
// packages) while PostgreSQL starts, rather than before starting it.
export { buildApp } from "./app.js";
export { failRepliesOf, sweepOrphanedReplies } from "./chat/pending-replies.js";
export { importCorpusIfIncomplete } from "./knowledge-base/import/on-start.js";
export { ensureRetrievalIndex } from "./knowledge-base/retrieval/index.js";
export { articleRanker } from "./knowledge-base/retrieval/memory/load-ranker.js";
