import { randomInt } from "node:crypto";
import pg from "pg";
import { PRESENCE_NAMESPACE } from "./advisory-lock.js";

export interface Presence {
  /** This process's key; rows it owns (pending replies) carry it. */
  key: number;
  stop: () => Promise<void>;
}

const RETRY_MS = 1000;

/** A new process's presence key, known before its presence is shown (its routes are made meanwhile). */
export function newPresenceKey(): number {
  return randomInt(1, 2 ** 31 - 1);
}

/**
 * Shows that this server process is alive by holding an advisory lock keyed by a random number on a
 * connection of its own. PostgreSQL drops the lock when the process (or its connection) dies, which is how
 * the other servers tell whose work was lost. After a database restart the lock is taken again.
 */
export async function startPresence(
  url: string,
  log: (line: string) => void = () => {},
  key: number = newPresenceKey(),
): Promise<Presence> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const hold = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("error", () => {
      // Its connection is gone: take the lock again on a new one.
    });
    next.once("end", () => {
      if (client === next) client = null;
      if (!stopped) schedule();
    });
    await next.connect();
    await next.query("select pg_advisory_lock($1, $2)", [PRESENCE_NAMESPACE, key]);
    if (stopped) await next.end();
    else client = next;
  };
  const schedule = () => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = null;
      hold().catch(() => schedule());
    }, RETRY_MS);
    retry.unref();
  };

  await hold();
  log(`Server instance ${key} is present.`);
  return {
    key,
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/** Presence keys of the server processes alive on this database now. */
export const LIVE_OWNERS_SQL = `select objid::bigint from pg_locks
  where locktype = 'advisory' and classid = ${PRESENCE_NAMESPACE} and objsubid = 2 and granted
    and database = (select oid from pg_database where datname = current_database())`;
