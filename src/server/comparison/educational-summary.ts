import type { EducationLevel } from "../../common/education/levels.js";
import type { AquinasPart } from "./aquinas-position.js";
import type { CataloguePosition } from "./catalogue/schema.js";
import { readerFor } from "./level.js";

/** The comparison retold for the learner's level: shorter and plainer for the young, with reading for scholars. */
export function educationalSummary(
  name: string,
  position: CataloguePosition,
  aquinas: AquinasPart,
  level: EducationLevel,
): string {
  const reader = readerFor(level);
  const his = aquinas.main
    ? `Aquinas, put simply (our paraphrase in his voice): ${aquinas.main.plain}`
    : "Aquinas: no article of his answers this closely enough to summarise.";
  const lines = [reader === "adult" ? position.summary : position.plain, his];
  lines.push(`Where they agree: ${position.similarities[0]}`);
  lines.push(`Where they differ: ${position.differences[0]}`);
  if (reader === "adult") {
    lines.push(
      `In short, ${name} and Aquinas share ${position.similarities.length} of the points above and part on ${position.differences.length}.`,
    );
  }
  if (level === "graduate" || level === "scholar") {
    const refs = aquinas.citations.map((c) => c.reference);
    lines.push(`For further reading: ${[...position.references, ...refs].join("; ")}.`);
  }
  return lines.join("\n");
}
