// What the server needs to serve, the bulk of its code and packages. `run-server.ts` loads this while
// PostgreSQL gets ready and the start's database steps run.
export { buildApp } from "./app.js";
export { articleRanker } from "./knowledge-base/retrieval/memory/load-ranker.js";
