import { desc, eq } from "drizzle-orm";
import type { Material } from "../../common/materials/contract.js";
import type { Db } from "../db/client.js";
import { educationalMaterials } from "../db/schema.js";
import { notFound } from "../http/app-error.js";

type MaterialRow = typeof educationalMaterials.$inferSelect;
export type NewMaterial = Omit<typeof educationalMaterials.$inferInsert, "id" | "createdAt" | "visitorId">;

export function toMaterialDto(row: MaterialRow): Material {
  return {
    id: row.id,
    conversationId: row.conversationId,
    messageId: row.messageId,
    title: row.title,
    description: row.description,
    materialType: row.materialType as Material["materialType"],
    educationLevel: row.educationLevel as Material["educationLevel"],
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function saveMaterial(db: Db, values: NewMaterial): Promise<MaterialRow> {
  const [row] = await db.insert(educationalMaterials).values(values).returning();
  return row!;
}

/** Saved materials, newest first; only one conversation's when it is given. */
export async function listMaterials(db: Db, conversationId?: string): Promise<MaterialRow[]> {
  return db
    .select()
    .from(educationalMaterials)
    .where(conversationId ? eq(educationalMaterials.conversationId, conversationId) : undefined)
    .orderBy(desc(educationalMaterials.createdAt));
}

export async function deleteMaterial(db: Db, id: string): Promise<void> {
  const removed = await db
    .delete(educationalMaterials)
    .where(eq(educationalMaterials.id, id))
    .returning({ id: educationalMaterials.id });
  if (removed.length === 0) throw notFound("The material");
}
