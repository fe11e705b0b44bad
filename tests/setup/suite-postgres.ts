/**
 * One PostgreSQL for a whole suite run (scripts/test-all.sh): started in the folder given, its admin URL
 * written to the file given once it accepts connections, stopped on SIGTERM or SIGINT. The unit and API tests
 * build the corpus template on it once; the end-to-end server starts on a copy of that template.
 *
 *   tsx tests/setup/suite-postgres.ts <folder> <url-file>
 */
import fs from "node:fs";
import { startEmbeddedPostgres, takeOverShutdownSignals } from "../../src/server/db/embedded-postgres.js";

const [folder, urlFile] = process.argv.slice(2);
if (!folder || !urlFile) {
  console.error("usage: suite-postgres.ts <folder> <url-file>");
  process.exit(2);
}
takeOverShutdownSignals();
const server = await startEmbeddedPostgres(folder);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
// Written whole and renamed, so that the waiting script never reads half a URL.
fs.writeFileSync(`${urlFile}.partial`, server.url("postgres"));
fs.renameSync(`${urlFile}.partial`, urlFile);
// Kept alive until a signal comes.
setInterval(() => {}, 1 << 30);
