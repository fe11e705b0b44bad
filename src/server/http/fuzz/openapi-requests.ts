import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { arbitraryFor, HOSTILE_TEXT, hostileText, type JsonSchema } from "./schema-arbitrary.js";

export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation["parameters"];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document, with its parameters and body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.["application/json"]?.schema ?? null,
    })),
  );
}

/** Percent-encoding that was never UTF-8, or is cut short, or hides a NUL or a path step. */
const RAW_ENCODINGS = ["%FF", "%C0%80", "%E2%82", "%ED%A0%80", "%", "%2", "%zz", "%00", "..%2F..", "%25FF"];

function encode(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded; send the bytes a careless client would.
    return "%ED%A0%80";
  }
}

const pathValue = (schema: JsonSchema, known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: arbitraryFor(schema, known).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODINGS) },
  );

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
];

/** Bytes that are not UTF-8 inside otherwise sound JSON, and other bodies that are not JSON at all. */
const rawBody = fc.oneof(
  fc.constant(
    Buffer.from([0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  ),
  fc.constant(Buffer.from('{"content":"\xc3\x28 x"}', "latin1")),
  fc.constant(Buffer.from([0xc0, 0x80])),
  fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom("", "{", '{"a":', "null", "[]", "1", '"x"', '{"__proto__":{"x":1}}', "{}".repeat(3)),
);

/** One generated request for an operation: hostile or sound parameters, body and headers. */
export function requestFor(op: Operation, known: string[]): fc.Arbitrary<InjectOptions> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const path = fc
    .tuple(...pathParams.map((p) => pathValue(p.schema, known)))
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ""), op.path));
  const query = fc
    .tuple(
      ...queryParams.map((p) => fc.option(pathValue(p.schema, known), { nil: undefined })),
      fc.option(fc.tuple(hostileText.map(encode), fc.constantFrom(...RAW_ENCODINGS)), { nil: undefined }),
    )
    .map((values) => {
      const pairs = queryParams.flatMap((p, i) =>
        values[i] === undefined ? [] : [`${p.name}=${values[i]}`],
      );
      const extra = values[queryParams.length] as [string, string] | undefined;
      if (extra) pairs.push(`${extra[0]}=${extra[1]}`);
      return pairs.length > 0 ? `?${pairs.join("&")}` : "";
    });
  const body: fc.Arbitrary<string | Buffer | undefined> =
    op.body === null
      ? fc.option(rawBody, { nil: undefined, freq: 4 })
      : fc.oneof(
          { weight: 5, arbitrary: arbitraryFor(op.body, known).map((v) => JSON.stringify(v) ?? "null") },
          { weight: 1, arbitrary: rawBody },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  const headers = fc.record(
    {
      "content-type": fc.oneof(
        { weight: 6, arbitrary: fc.constant("application/json") },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      accept: fc.constantFrom("application/json", "text/event-stream", "*/*", "text/html"),
      "x-forwarded-for": fc.constantFrom("127.0.0.1", "' OR 1=1", HOSTILE_TEXT[13] ?? ""),
    },
    { requiredKeys: ["content-type"] },
  );
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS") },
  );
  return fc.record({ method, path, query, body, headers }).map(({ method, path, query, body, headers }) => {
    const sendsBody = body !== undefined && method !== "GET";
    const h: Record<string, string> = { ...headers };
    if (!sendsBody) delete h["content-type"];
    return {
      method: method as InjectOptions["method"],
      url: path + query,
      headers: h,
      ...(sendsBody ? { payload: body } : {}),
    };
  });
}
