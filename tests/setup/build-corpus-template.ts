/**
 * Builds a suite run's corpus template while lint and types run (scripts/test-all.sh), so that the unit and
 * API tests find it built. Prints how long it took.
 *
 *   tsx tests/setup/build-corpus-template.ts <admin-url> <run-id>
 */
import { ensureCorpusTemplate } from "./corpus-template.js";

const [adminUrl, runId] = process.argv.slice(2);
if (!adminUrl || !runId || !/^[a-z0-9_]{1,40}$/.test(runId)) {
  console.error("usage: build-corpus-template.ts <admin-url> <run-id> (lower-case letters, digits, _)");
  process.exit(2);
}
const started = performance.now();
const name = await ensureCorpusTemplate(adminUrl, runId);
console.log(`Corpus template ${name} ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
