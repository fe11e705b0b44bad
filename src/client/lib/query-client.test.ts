import { afterEach, describe, expect, it, vi } from "vitest";
import { apiJson, apiRequest, createQueryClient, defaultQueryFn, queryKeyToPath } from "./query-client";

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends a JSON body with its content type only when a payload is given, always with credentials", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/conversations", { title: "On law" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/conversations");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "On law" }),
    });

    fetchMock.mockClear();
    await apiRequest("DELETE", "/api/conversations/1");
    const [, bare] = fetchMock.mock.calls[0]!;
    expect(bare?.body).toBeUndefined();
    expect(bare?.headers).toEqual({});
    expect(bare?.credentials).toBe("include");
  });

  it("raises 'status: text' for a non-OK answer, 401 included", async () => {
    mockFetch(new Response("Not allowed here", { status: 401, statusText: "Unauthorized" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("401: Not allowed here");
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("POST", "/api/x", {})).rejects.toThrow("503: Service Unavailable");
  });

  it("reads JSON with apiJson", async () => {
    mockFetch(Response.json({ id: "abc" }, { status: 201 }));
    await expect(apiJson<{ id: string }>("POST", "/api/conversations", {})).resolves.toEqual({ id: "abc" });
  });
});

describe("default query function", () => {
  it("GETs the path joined from the key segments, with credentials", async () => {
    const fetchMock = mockFetch(Response.json([{ role: "user" }]));
    expect(queryKeyToPath(["/api/conversations", "42", "messages"])).toBe("/api/conversations/42/messages");
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ["/api/conversations", "42", "messages"] });
    expect(data).toEqual([{ role: "user" }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/conversations/42/messages");
    expect(init?.credentials).toBe("include");
    expect(init?.method ?? "GET").toBe("GET");
  });

  it("throws on 401 and on 404 with the server's text", async () => {
    mockFetch(new Response('{"message":"The conversation was not found."}', { status: 404 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/conversations", "x"] })).rejects.toThrow(
      '404: {"message":"The conversation was not found."}',
    );
    mockFetch(new Response("", { status: 401, statusText: "Unauthorized" }));
    await expect(
      defaultQueryFn({
        queryKey: ["/api/me"],
        signal: new AbortController().signal,
        meta: undefined,
        client,
      } as unknown as Parameters<typeof defaultQueryFn>[0]),
    ).rejects.toThrow("401: Unauthorized");
  });

  it("does not retry a failed query and never treats data as stale", async () => {
    const fetchMock = mockFetch(new Response("boom", { status: 500 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/works"] })).rejects.toThrow("500: boom");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations?.retry).toBe(false);

    mockFetch(Response.json({ n: 1 }));
    await client.fetchQuery({ queryKey: ["/api/stats"] });
    const again = mockFetch(Response.json({ n: 2 }));
    await expect(client.fetchQuery({ queryKey: ["/api/stats"] })).resolves.toEqual({ n: 1 });
    expect(again).not.toHaveBeenCalled();
  });

  it("does not retry a failed mutation", async () => {
    const fetchMock = mockFetch(new Response("nope", { status: 400 }));
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest("POST", "/api/conversations", { title: "" }),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow("400: nope");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
