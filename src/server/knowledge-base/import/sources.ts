import { anthology } from "./anthology.js";
import { augustine } from "./augustine.js";
import { bible } from "./bible.js";
import { gutenberg } from "./gutenberg.js";
import { summaContraGentiles } from "./summa-contra-gentiles.js";
import { summaTheologiae } from "./summa-theologiae.js";
import type { SourceReader } from "./types.js";

/** Every source in import order: the Bible first, so that the works citing it can link to its verses. */
export const ALL_SOURCES: SourceReader[] = [
  bible,
  summaTheologiae,
  summaContraGentiles,
  augustine,
  gutenberg,
  anthology,
];
