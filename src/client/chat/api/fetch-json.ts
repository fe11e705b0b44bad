import { throwIfResNotOk } from "@client/lib/query-client";

/**
 * GET a path and read its JSON as the contract's response type. The server validates every response against
 * the shared zod schema before sending it, so the chat does not ship zod to check it a second time.
 */
export async function fetchJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
