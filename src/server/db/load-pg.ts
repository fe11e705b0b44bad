/**
 * Loads the PostgreSQL driver without its test for a Cloudflare Worker. Where `navigator` is missing (Node
 * 20), `pg` makes a fetch `Response` to tell, and that loads Node's whole fetch implementation (undici), tens
 * of milliseconds of a start for code the server does not use then. Node 21 and later define `navigator`,
 * which `pg` reads instead: the same is given here, only while `pg` loads.
 */
export async function loadPg(): Promise<void> {
  const global = globalThis as { navigator?: unknown };
  if (global.navigator !== undefined) {
    await import("pg");
    return;
  }
  global.navigator = { userAgent: `Node.js/${process.versions.node.split(".")[0]}` };
  try {
    await import("pg");
  } finally {
    delete global.navigator;
  }
}
