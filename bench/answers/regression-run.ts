import os from "node:os";
import { sql } from "drizzle-orm";
import { databaseSources } from "../../src/server/answers/knowledge-sources.js";
import { loadEnv } from "../../src/server/config/env.js";
import { openDatabase } from "../../src/server/db/open-database.js";
import { importDigests } from "../../src/server/knowledge-base/digests/import-digests.js";
import { digestOf } from "../../src/server/knowledge-base/retrieval/digest-of.js";
import { type RegressionSetName, secondItem } from "../labels/second-judgement.js";
import { percentile } from "./measure.js";
import {
  REGRESSION_DEV_SET,
  REGRESSION_FRESH_DEV_SET,
  REGRESSION_SET,
  REGRESSION_THIRD_DEV_SET,
  type RegressionItem,
  runRegression,
} from "./regression.js";

/**
 * The regression set of learners' questions on the whole knowledge base: `npm run bench:regression`
 * (measured only), `npm run bench:regression -- --dev` (the development items), `-- --third` (the development
 * items written last, blind to everything before them) or `-- --fresh` (the development
 * items written later). `--misses` lists each miss.
 */
/** Each set: its items, how the report names it, and the second judgement's name for it (none for the third). */
const SETS = {
  measured: { items: REGRESSION_SET, name: "measured only", judged: "measured" },
  dev: { items: REGRESSION_DEV_SET, name: "development", judged: "development" },
  fresh: { items: REGRESSION_FRESH_DEV_SET, name: "development, written later", judged: "written-later" },
  third: { items: REGRESSION_THIRD_DEV_SET, name: "development, written last", judged: null },
} as const satisfies Record<
  string,
  { items: RegressionItem[]; name: string; judged: RegressionSetName | null }
>;
const chosen =
  SETS[
    process.argv.includes("--third")
      ? "third"
      : process.argv.includes("--fresh")
        ? "fresh"
        : process.argv.includes("--dev")
          ? "dev"
          : "measured"
  ];
const env = loadEnv();
const database = await openDatabase(env);
try {
  await importDigests(database.pool);
  const sources = databaseSources(database.db);
  const times: number[] = [];
  // College replies, and those naming a parallel place in the Contra Gentiles (decision 036).
  const parallels = { replies: 0, named: 0 };
  const f = await runRegression(
    sources,
    async (ref) => (await digestOf(database.db, ref))?.verdict ?? null,
    undefined,
    (_i, level, reply, ms) => {
      times.push(ms);
      if (level !== "college") return;
      parallels.replies++;
      if (reply.content.includes("A parallel place, to compare:")) parallels.named++;
    },
    chosen.items,
    (item) => (chosen.judged ? secondItem(chosen.judged, item) : item),
  );
  const pct = (a: number, b: number) => `${a}/${b} (${((100 * a) / Math.max(b, 1)).toFixed(1)} %)`;
  const rows = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from kb_article_digests`,
  );
  console.log(
    `Answer regression set (${chosen.name}), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores; ${rows.rows[0]?.n ?? 0} digests`,
  );
  if (process.argv.includes("--misses")) console.log(f.misses.join("\n"));
  console.log(`replies                          ${f.replies}`);
  console.log(`main article right               ${pct(f.mainRight, f.mainAsked)}   (target ≥ 85 %)`);
  console.log(`  by the second judgement's labels ${pct(f.secondMainRight, f.mainAsked)}`);
  console.log(`two-part: every part right       ${pct(f.partsRight, f.partsAsked)}`);
  console.log(`  by the second judgement's labels ${pct(f.secondPartsRight, f.partsAsked)}`);
  console.log(`verdicts contradicting a digest  ${f.contradictions}   (target 0)`);
  console.log(`treated, said to be untreated    ${pct(f.treatedDenied, f.mainAsked)}   (goal 0)`);
  console.log(`untreated: says so + principle   ${pct(f.untreatedRight, f.untreatedAsked)}   (target 100 %)`);
  console.log(`abuse recognised                 ${pct(f.abuseRecognised, f.abuseAsked)}   (target 100 %)`);
  console.log(`harmful requests declined        ${pct(f.harmfulDeclined, f.harmfulAsked)}`);
  console.log(`college: a parallel place named ${pct(parallels.named, parallels.replies)}`);
  console.log(
    `server time per reply            p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms   (target p95 ≤ 150 ms)`,
  );
} finally {
  await database.close();
}
