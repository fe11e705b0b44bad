/**
 * The licence of each corpus folder, in short, as its SOURCE.md explains it at length. A folder that is not
 * listed here cannot enter the manifest: its terms must be read and written down first.
 */
export const CORPUS_LICENCES: Record<string, string> = {
  "augustine-npnf":
    "Public domain by age: Nicene and Post-Nicene Fathers, ed. Schaff (1886–1888) and Schaff & Wace (1890–1900).",
  "bible-douay-rheims": "Public domain by age: Douay-Rheims Bible, Challoner revision (1749–1752).",
  "bible-vulgate-clementine":
    "Public domain by age: Clementine Vulgate (1592/1598), in the freely distributed text of the Clementine Vulgate Project.",
  "philosophers-gutenberg":
    "Public domain in the US: Project Gutenberg texts of translations published before 1929.",
  "philosophy-anthology-excerpts":
    "Public domain: translations and editions before 1929; the anthology puts its own content in the public domain.",
  "summa-contra-gentiles-en":
    "Public domain: Joseph Rickaby, Of God and His Creatures (1905); translator died 1932.",
  "summa-contra-gentiles-la":
    "Latin of the Leonine edition (1918–1930) is public domain; Corpus Thomisticum claims rights in its electronic edition: credit it and check its terms before commercial redistribution.",
  "summa-theologiae-en":
    "Public domain in the US: English Dominican Fathers (1911–1925; the 1947 Benziger printing was not renewed); the JSON conversion is under the Unlicense.",
  "summa-theologiae-la":
    "Latin of the Leonine edition (1888–1906) is public domain; Corpus Thomisticum claims rights in its electronic edition: credit it and check its terms before commercial redistribution.",
};
