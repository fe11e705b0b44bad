import type { ArticleDigest, DigestResponse } from "../../../common/knowledge-base/digest.js";

/** A digest as the API shows it: without the authors' note on how its verdict was settled. */
export function publicDigest(digest: ArticleDigest | null | undefined): DigestResponse | null {
  if (!digest) return null;
  const { verdictNote: _note, ...shown } = digest;
  return shown;
}
