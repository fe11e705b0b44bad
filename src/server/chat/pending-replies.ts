import { eq } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../db/client.js";
import { LIVE_OWNERS_SQL } from "../db/presence.js";
import { pendingReplies } from "../db/schema.js";

export interface PendingReply {
  id: string;
  conversationId: string;
  userMessageId: string;
  question: string;
  owner: number;
}

/** Records that this process is writing a streamed reply, before its first word is sent. */
export async function beginPendingReply(db: Db, pending: PendingReply): Promise<void> {
  await db.insert(pendingReplies).values(pending);
}

/** A reply that failed for a reason the learner was told (their text was handed back): nothing to keep. */
export async function dropPendingReply(db: Db, id: string): Promise<void> {
  await db.delete(pendingReplies).where(eq(pendingReplies.id, id));
}

export async function failPendingReply(db: Db, id: string): Promise<void> {
  await db
    .update(pendingReplies)
    .set({ status: "failed", failedAt: new Date() })
    .where(eq(pendingReplies.id, id));
}

/** Marks failed every reply of an owner, e.g. of this process when it must stop before they finish. */
export async function failRepliesOf(pool: pg.Pool, owner: number): Promise<number> {
  const result = await pool.query(
    `update chat_pending_replies set status = 'failed', failed_at = now()
     where status = 'pending' and owner = $1`,
    [owner],
  );
  return result.rowCount ?? 0;
}

/**
 * Marks failed the replies whose server process is gone (its presence lock is no longer held): run at
 * start-up and now and then, by any server on the database.
 */
export async function sweepOrphanedReplies(pool: pg.Pool): Promise<number> {
  const result = await pool.query(
    `update chat_pending_replies set status = 'failed', failed_at = now()
     where status = 'pending' and owner not in (${LIVE_OWNERS_SQL})`,
  );
  return result.rowCount ?? 0;
}
