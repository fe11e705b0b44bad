/**
 * Groups sentences or paragraphs into passages of a readable, searchable size: about TARGET words, never
 * more than MAX unless one unit alone is longer (then it is split at sentence ends).
 */
const TARGET = 220;
const MAX = 380;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function splitLong(unit: string): string[] {
  if (words(unit) <= MAX) return [unit];
  const sentences = unit.match(/[^.!?]+(?:[.!?]+["'”’)\]]*|$)\s*/g) ?? [unit];
  return groupUnits(sentences.map((s) => s.trim()).filter(Boolean), " ");
}

function groupUnits(units: string[], joiner: string): string[] {
  const passages: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const unit of units) {
    const n = words(unit);
    if (count > 0 && (count >= TARGET || count + n > MAX)) {
      passages.push(current.join(joiner));
      current = [];
      count = 0;
    }
    current.push(unit);
    count += n;
  }
  if (current.length > 0) {
    // A short tail joins the passage before it rather than standing alone.
    const last = passages[passages.length - 1];
    if (last !== undefined && count < TARGET / 4 && words(last) + count <= MAX) {
      passages[passages.length - 1] = `${last}${joiner}${current.join(joiner)}`;
    } else passages.push(current.join(joiner));
  }
  return passages;
}

/** Paragraphs (kept as paragraphs, joined by a blank line) grouped into passages. */
export function groupParagraphs(paragraphs: string[]): string[] {
  return groupUnits(paragraphs.flatMap(splitLong), "\n\n");
}

/** Sentences (joined by a space) grouped into passages. */
export function groupSentences(sentences: string[]): string[] {
  return groupUnits(sentences.flatMap(splitLong), " ");
}
