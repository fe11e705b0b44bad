/** Where the manifest lives in the repository, for the command that rewrites it. */
export const REPOSITORY_MANIFEST_PATH = "src/server/knowledge-base/corpus/corpus-manifest.json";
