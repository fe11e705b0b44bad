import manifestJson from "./corpus-manifest.json" with { type: "json" };
import { type CorpusManifest, corpusManifestSchema } from "./manifest-schema.js";

/** The manifest committed with the code: the corpus this version of Angelicus expects, file by file. */
export const REPOSITORY_MANIFEST: CorpusManifest = corpusManifestSchema.parse(manifestJson);
