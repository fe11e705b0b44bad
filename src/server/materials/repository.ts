import { and, desc, eq } from "drizzle-orm";
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

export async function saveMaterial(db: Db, values: NewMaterial, owner: string): Promise<MaterialRow> {
  const [row] = await db
    .insert(educationalMaterials)
    .values({ ...values, visitorId: owner })
    .returning();
  return row!;
}

/** The owner's saved materials, newest first; only one conversation's when it is given. */
export async function listMaterials(db: Db, owner: string, conversationId?: string): Promise<MaterialRow[]> {
  return db
    .select()
    .from(educationalMaterials)
    .where(
      and(
        eq(educationalMaterials.visitorId, owner),
        conversationId ? eq(educationalMaterials.conversationId, conversationId) : undefined,
      ),
    )
    .orderBy(desc(educationalMaterials.createdAt));
}

export async function deleteMaterial(db: Db, id: string, owner: string): Promise<void> {
  const removed = await db
    .delete(educationalMaterials)
    .where(and(eq(educationalMaterials.id, id), eq(educationalMaterials.visitorId, owner)))
    .returning({ id: educationalMaterials.id });
  if (removed.length === 0) throw notFound("The material");
}
