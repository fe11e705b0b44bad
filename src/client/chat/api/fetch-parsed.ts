import { throwIfResNotOk } from "@client/lib/query-client";
import type { z } from "zod";

/** GET a path and validate the answer against its shared schema. */
export async function fetchParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const res = await fetch(path, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return schema.parse(await res.json());
}
