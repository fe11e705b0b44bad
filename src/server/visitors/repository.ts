import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { type DeletedData, TRANSFER_LINK_MINUTES } from "../../common/visitors/contract.js";
import type { Db } from "../db/client.js";
import { conversations, debates, educationalMaterials, visitorTransfers } from "../db/schema.js";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new one-time token for this visitor; only its hash is stored. */
export async function createTransfer(db: Db, visitorId: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TRANSFER_LINK_MINUTES * 60_000);
  // Old links of anyone are swept as new ones are made; they could not be used anyway.
  await db
    .delete(visitorTransfers)
    .where(or(lt(visitorTransfers.expiresAt, now), lt(visitorTransfers.usedAt, now)));
  await db.insert(visitorTransfers).values({ tokenHash: hashOf(token), visitorId, expiresAt });
  return { token, expiresAt };
}

/** The visitor a token belongs to, marking it used in the same statement; null if used, expired or unknown. */
export async function claimTransfer(db: Db, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(visitorTransfers)
    .set({ usedAt: now })
    .where(
      and(
        eq(visitorTransfers.tokenHash, hashOf(token)),
        isNull(visitorTransfers.usedAt),
        gt(visitorTransfers.expiresAt, now),
      ),
    )
    .returning({ visitorId: visitorTransfers.visitorId });
  return row?.visitorId ?? null;
}

/** Everything a visitor owns, in one transaction: conversations (with their messages), materials, debates. */
export async function deleteVisitorData(db: Db, visitorId: string): Promise<DeletedData> {
  return db.transaction(async (tx) => {
    const materials = await tx
      .delete(educationalMaterials)
      .where(eq(educationalMaterials.visitorId, visitorId))
      .returning({ id: educationalMaterials.id });
    const gone = await tx
      .delete(conversations)
      .where(eq(conversations.visitorId, visitorId))
      .returning({ id: conversations.id });
    const argued = await tx
      .delete(debates)
      .where(eq(debates.visitorId, visitorId))
      .returning({ id: debates.id });
    await tx.delete(visitorTransfers).where(eq(visitorTransfers.visitorId, visitorId));
    return { conversations: gone.length, materials: materials.length, debates: argued.length };
  });
}
