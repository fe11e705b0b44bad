import type pg from "pg";

/** The first key of every advisory lock the application takes ("Ang"); the second names what it guards. */
export const LOCK_NAMESPACE = 0x416e67;

export const LOCKS = {
  migrations: 1,
  knowledgeBase: 2,
} as const;

/** The namespace of the locks by which each server process shows it is alive (second key: its instance). */
export const PRESENCE_NAMESPACE = 0x416e68;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that of several servers on one database only one
 * does it at a time; the others wait (`onWait` is called once when they have to) and then do it themselves,
 * usually finding nothing left to do. The lock lives on its own connection and goes with it if the process dies.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const tried = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
      LOCK_NAMESPACE,
      key,
    ]);
    if (!tried.rows[0]?.ok) {
      onWait();
      await client.query("select pg_advisory_lock($1, $2)", [LOCK_NAMESPACE, key]);
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1, $2)", [LOCK_NAMESPACE, key]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed rather than reused.
    client.release(broken);
  }
}

/** True while some server holds the advisory lock `key`. */
export async function isAdvisoryLockHeld(pool: pg.Pool, key: number): Promise<boolean> {
  const result = await pool.query<{ held: boolean }>(
    `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2
       and objsubid = 2 and granted) as held`,
    [LOCK_NAMESPACE, key],
  );
  return result.rows[0]?.held ?? false;
}
