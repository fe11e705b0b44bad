/**
 * Learns the weights of the harm classifier (src/server/answers/harm-classifier.ts) from the development
 * lists: requests that must be declined against questions that must be answered. Logistic regression over
 * words and pairs of words, in a fixed order, so the same lists always give the same weights.
 *
 *   npm run harm:train                     writes src/server/answers/harm-weights.json
 *   npm run harm:train -- --check          fails when the committed weights are not what the lists give
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { trainHarmWeights } from "./learn.js";

const target = fileURLToPath(new URL("../../src/server/answers/harm-weights.json", import.meta.url));
const weights = trainHarmWeights();
// Pairs, not an object keyed by feature: a word such as "arguments" must never become a module's export name.
const rows = Object.entries(weights).map((pair) => `    ${JSON.stringify(pair).replace(",", ", ")}`);
const text = `{\n  "weights": [\n${rows.join(",\n")}\n  ]\n}\n`;
const count = Object.keys(weights).length;
if (process.argv.includes("--check")) {
  if (fs.readFileSync(target, "utf8") !== text) {
    console.error("The harm weights are not what the development lists give: run npm run harm:train");
    process.exit(1);
  }
  console.log(`The harm weights match the development lists (${count} features).`);
} else {
  fs.writeFileSync(target, text);
  console.log(`Wrote ${count} features to ${target}`);
}
