// Words common in scholastic Latin that are not English words; a sentence full of them is Latin.
const LATIN_WORDS = new Set(
  (
    "et est quod sed enim ergo autem quia sicut dicendum esse ut cum deus dei deo deum sunt qui quae quam hoc " +
    "illud omnis omne omnia nihil secundum inquantum potest ipse ipsum ex nec vel aut sive tamen unde etiam " +
    "respondeo videtur praeterea ratio rationis actus potentia primum causa causae non sit esset erit fuit " +
    "eius ipsius alicuius aliquid aliquis quidem vero igitur itaque propter ideo quo qua quibus cuius huius " +
    "nam atque neque sui sibi se inter apud contra super sub sine dicitur dicit habet oportet necesse"
  ).split(" "),
);
const ENGLISH_WORDS = new Set("the of and is that to which it this be are was for with as by".split(" "));

/** True when most of a run of words reads as Latin rather than English. */
export function looksLatin(text: string): boolean {
  const words = text.toLowerCase().match(/[a-zæœ]+/g) ?? [];
  if (words.length < 4) return false;
  const latin = words.filter((w) => LATIN_WORDS.has(w)).length;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return latin / words.length >= 0.25 && english / words.length < 0.1;
}
