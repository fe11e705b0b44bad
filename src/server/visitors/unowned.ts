import { asc, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { conversations, debateArguments, debates, educationalMaterials, messages } from "../db/schema.js";

/** Rows made before visitors existed, which belong to nobody and are shown to nobody. */
export interface UnownedData {
  exportedAt: string;
  conversations: (typeof conversations.$inferSelect & { messages: (typeof messages.$inferSelect)[] })[];
  materials: (typeof educationalMaterials.$inferSelect)[];
  debates: (typeof debates.$inferSelect & { arguments: (typeof debateArguments.$inferSelect)[] })[];
}

export async function exportUnowned(db: Db): Promise<UnownedData> {
  const talks = await db
    .select()
    .from(conversations)
    .where(isNull(conversations.visitorId))
    .orderBy(asc(conversations.createdAt));
  const said = talks.length
    ? await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            talks.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.createdAt))
    : [];
  const materials = await db
    .select()
    .from(educationalMaterials)
    .where(isNull(educationalMaterials.visitorId))
    .orderBy(asc(educationalMaterials.createdAt));
  const argued = await db
    .select()
    .from(debates)
    .where(isNull(debates.visitorId))
    .orderBy(asc(debates.createdAt));
  const turns = argued.length
    ? await db
        .select()
        .from(debateArguments)
        .where(
          inArray(
            debateArguments.debateId,
            argued.map((d) => d.id),
          ),
        )
        .orderBy(asc(debateArguments.turnNumber))
    : [];
  return {
    exportedAt: new Date().toISOString(),
    conversations: talks.map((c) => ({ ...c, messages: said.filter((m) => m.conversationId === c.id) })),
    materials,
    debates: argued.map((d) => ({ ...d, arguments: turns.filter((a) => a.debateId === d.id) })),
  };
}

/** Gives every unowned row to one owner: a visitor code from Your data, or "classroom" for the shared board. */
export async function assignUnowned(db: Db, owner: string) {
  return db.transaction(async (tx) => {
    const c = await tx
      .update(conversations)
      .set({ visitorId: owner })
      .where(isNull(conversations.visitorId))
      .returning({ id: conversations.id });
    const m = await tx
      .update(educationalMaterials)
      .set({ visitorId: owner })
      .where(isNull(educationalMaterials.visitorId))
      .returning({ id: educationalMaterials.id });
    const d = await tx
      .update(debates)
      .set({ visitorId: owner })
      .where(isNull(debates.visitorId))
      .returning({ id: debates.id });
    return { conversations: c.length, materials: m.length, debates: d.length };
  });
}
