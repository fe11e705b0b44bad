import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** A non-OK response: the message is "status: text"; `status` and the body stay readable. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "HttpError";
  }

  /** The human message of the API's error body ({ message }), when it has one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
        return parsed.message;
      }
    } catch {
      // Not JSON: a proxy's page or plain text says nothing the learner can use.
    }
    return null;
  }
}

/** Raises "status: text" for any non-OK response (401 included), the status text when the body is empty. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new HttpError(res.status, text);
}

/** The HTTP status of an error raised by `throwIfResNotOk`, or null for any other failure. */
export function httpStatusOf(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One call to the API with cookies; a JSON body and content type only when a payload is given. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** `apiRequest` and read the JSON answer. */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

/** The query key is the path: ["/api/conversations", id, "messages"] → GET /api/conversations/{id}/messages. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map((segment) => String(segment)).join("/");
}

export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(queryKeyToPath(queryKey), { credentials: "include", signal });
  await throwIfResNotOk(res);
  return res.json();
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
