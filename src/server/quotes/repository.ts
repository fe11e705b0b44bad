import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";
import { knowledgeBase } from "../db/schema.js";
import type { PassageWithLatin } from "./resolve-quotes.js";

/** The English passages at the given references, each with the Latin rows linked to it by translation_of. */
export async function findPassagesWithLatin(
  db: Db,
  references: readonly string[],
): Promise<PassageWithLatin[]> {
  if (references.length === 0) return [];
  const latin = alias(knowledgeBase, "latin");
  const rows = await db
    .select({
      id: knowledgeBase.id,
      reference: knowledgeBase.reference,
      title: knowledgeBase.title,
      content: knowledgeBase.content,
      latin: latin.content,
    })
    .from(knowledgeBase)
    .leftJoin(latin, and(eq(latin.translationOf, knowledgeBase.id), eq(latin.language, "la")))
    .where(and(inArray(knowledgeBase.reference, [...references]), eq(knowledgeBase.language, "en")))
    .orderBy(knowledgeBase.ordinal);

  const byId = new Map<string, PassageWithLatin>();
  for (const row of rows) {
    const passage = byId.get(row.id) ?? {
      reference: row.reference,
      title: row.title,
      content: row.content,
      latin: [],
    };
    if (row.latin !== null) passage.latin.push(row.latin);
    byId.set(row.id, passage);
  }
  return [...byId.values()];
}
