import { classifyIntent } from "../../src/server/answers/intent.js";
import { HARMFUL, MORAL_QUESTIONS } from "./harmful-lists.js";
import { HARMFUL_HELD_OUT, MORAL_HELD_OUT } from "./held-out-lists.js";
import { HARMFUL_SECOND, MORAL_SECOND } from "./second-lists.js";
import { HARMFUL_THIRD, MORAL_THIRD } from "./third-lists.js";

/**
 * The "a request for something harmful" judgement on its lists: the development lists it was tuned and
 * trained on, and the held-out lists, only ever measured. The answer regression set's harmful items are
 * measured by npm run bench:regression.
 *
 *   npm run bench:harmful [-- --show]   (--show lists the development misses; held-out misses stay unread)
 */
const show = process.argv.includes("--show");
for (const [name, requests, questions, held] of [
  ["development, first", HARMFUL, MORAL_QUESTIONS, false],
  ["development, second", HARMFUL_SECOND, MORAL_SECOND, false],
  ["development, third", HARMFUL_THIRD, MORAL_THIRD, false],
  ["held out", HARMFUL_HELD_OUT, MORAL_HELD_OUT, true],
] as const) {
  const declined = requests.filter((q) => classifyIntent(q) === "harmful");
  const answered = questions.filter((q) => classifyIntent(q) !== "harmful");
  console.log(
    `${name}: requests declined ${declined.length}/${requests.length}, questions answered ${answered.length}/${questions.length}`,
  );
  if (show && !held) {
    for (const q of requests)
      if (!declined.includes(q)) console.log(`  not declined: ${q} (${classifyIntent(q)})`);
    for (const q of questions) if (!answered.includes(q)) console.log(`  declined: ${q}`);
  }
}
