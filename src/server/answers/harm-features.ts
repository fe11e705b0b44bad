/** The key under which the harm classifier's weights keep the bias. */
export const BIAS = "(bias)";

/** A message as the harm judges read it: lower case, with a typographic apostrophe made plain. */
export const normalMessage = (text: string): string => text.toLowerCase().replace(/[’]/g, "'");

/** The words and adjacent pairs of words of a message, lower-cased, each once. */
export function harmFeatures(text: string): string[] {
  const words = normalMessage(text).match(/[a-z0-9']+/g) ?? [];
  const features = new Set<string>();
  words.forEach((word, i) => {
    features.add(word);
    if (i > 0) features.add(`${words[i - 1]} ${word}`);
  });
  return [...features];
}

/** The learned score of a message under some weights: above 0, it reads as a request for harm. */
export const harmScore = (text: string, weights: Readonly<Record<string, number>>): number =>
  harmFeatures(text).reduce(
    // Own keys only: a word such as "constructor" has no weight.
    (sum, feature) => sum + (Object.hasOwn(weights, feature) ? (weights[feature] as number) : 0),
    weights[BIAS] ?? 0,
  );
