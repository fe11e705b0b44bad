import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { BODY_LIMIT_BYTES } from "../app.js";
import { badlyEncodedQueryField, decodeUtf8 } from "./strict-utf8.js";

const json = { "content-type": "application/json" };
const ourShape = (body: Record<string, unknown>) => {
  expect(typeof body.message).toBe("string");
  expect(typeof body.code).toBe("string");
  for (const key of Object.keys(body)) expect(["message", "code", "issues", "content"]).toContain(key);
};

describe("strict UTF-8", () => {
  it("tells broken bytes and broken percent-encoding from good ones", () => {
    expect(decodeUtf8(Buffer.from("Dieu est là ✝", "utf8"))).toBe("Dieu est là ✝");
    expect(decodeUtf8(Buffer.from([0x61, 0xff, 0x62]))).toBeNull();
    expect(decodeUtf8(Buffer.from([0xc0, 0x80]))).toBeNull();
    expect(badlyEncodedQueryField("/x?q=caf%C3%A9&limit=3")).toBeNull();
    expect(badlyEncodedQueryField("/x?q=%FF")).toBe("q");
    expect(badlyEncodedQueryField("/x?a=1&q=%E2%82")).toBe("q");
  });
});

describe("input through the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a body that is not valid UTF-8 instead of storing replacement characters", async () => {
    const payload = Buffer.concat([
      Buffer.from('{"title":"Bad '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const res = await t.app.inject({ method: "POST", url: "/api/conversations", headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid UTF-8/);
    ourShape(res.json());
    const list = await t.app.inject({ method: "GET", url: "/api/conversations" });
    expect(list.body).not.toContain("\ufffd");
  });

  it("refuses percent-encoded bytes that are not UTF-8 in a query or a path, in our shape", async () => {
    const query = await t.app.inject({ method: "GET", url: "/api/knowledge-base/search?q=%FF%FE" });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/query field "q" is not valid UTF-8/);
    const path = await t.app.inject({ method: "GET", url: "/api/conversations/%E2%82" });
    expect(path.statusCode).toBe(400);
    ourShape(path.json());
    expect(path.json().message).toMatch(/address is not valid/);
  });

  it("caps titles at 200 characters and messages at 4,000, saying so in plain words", async () => {
    const title = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      headers: json,
      payload: JSON.stringify({ title: "t".repeat(201) }),
    });
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toMatch(/A title can be at most 200 characters\./);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      headers: json,
      payload: JSON.stringify({ title: "t".repeat(200) }),
    });
    expect(ok.statusCode).toBe(201);
    const message = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${ok.json().id}/messages`,
      headers: json,
      payload: JSON.stringify({ content: "m".repeat(4001) }),
    });
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toMatch(/at most 4000 characters/);
    const material = await t.app.inject({
      method: "POST",
      url: "/api/educational-materials",
      headers: json,
      payload: JSON.stringify({
        title: "x".repeat(250),
        content: "Some content.",
        materialType: "summary",
        educationLevel: "college",
      }),
    });
    expect(material.statusCode).toBe(400);
    expect(material.json().message).toMatch(/A title can be at most 200 characters\./);
  });

  it("answers a request that is not even HTTP in our shape", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(address.port, "127.0.0.1", () => socket.write("NOT HTTP AT ALL\r\n\r\n"));
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk.toString();
      });
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    ourShape(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)));
  });

  it("answers every error Fastify raises itself in our shape", async () => {
    const cases = [
      { method: "GET", url: "/api/nowhere" },
      { method: "PUT", url: "/api/conversations" },
      { method: "POST", url: "/api/conversations", headers: json, payload: "{" },
      { method: "POST", url: "/api/conversations", headers: json, payload: "" },
      {
        method: "POST",
        url: "/api/conversations",
        headers: { "content-type": "application/xml" },
        payload: "<a/>",
      },
      {
        method: "POST",
        url: "/api/conversations",
        headers: json,
        payload: JSON.stringify({ title: "x".repeat(BODY_LIMIT_BYTES) }),
      },
      { method: "GET", url: "/api/knowledge-base/search?limit=abc" },
      { method: "GET", url: "/api/conversations/not-a-uuid" },
      { method: "GET", url: `/api/reader/pages/st/${"a".repeat(200)}` },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      ourShape(res.json());
    }
  });
});
