import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Env } from "../config/env.js";
import type { Db } from "../db/client.js";
import { appSettings } from "../db/schema.js";

const KEY = "cookie_secret";

/**
 * The secret that signs visitor cookies: COOKIE_SECRET when set, else one made on the first start and
 * kept in the database, so that visitors keep their data across restarts and with an external database.
 */
export async function cookieSecret(db: Db, env: Pick<Env, "COOKIE_SECRET">): Promise<string> {
  if (env.COOKIE_SECRET) return env.COOKIE_SECRET;
  // Two servers starting together both try; the first one's secret is the one both read back.
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  if (!row) throw new Error("The cookie secret could not be stored.");
  return row.value;
}
