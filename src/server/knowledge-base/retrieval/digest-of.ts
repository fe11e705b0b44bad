import { sql } from "drizzle-orm";
import type { ArticleDigest } from "../../../common/knowledge-base/digest.js";
import type { Db } from "../../db/client.js";

/** The digest of an article (ST) or chapter (SCG), or null when it has none. */
export async function digestOf(db: Db, articleRef: string): Promise<ArticleDigest | null> {
  const result = await db.execute<{ digest: ArticleDigest }>(
    sql`select digest from kb_article_digests where article_ref = ${articleRef}`,
  );
  return result.rows[0]?.digest ?? null;
}
