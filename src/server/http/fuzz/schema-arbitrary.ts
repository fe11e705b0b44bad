import fc from "fast-check";

/** The part of JSON Schema the OpenAPI document uses for our requests. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Text an attacker or a clumsy client might send in any field. */
export const HOSTILE_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007bell",
  "\u007f",
  "\ud800",
  "x\udc00y",
  "\ufeffbom",
  "\u202eevil",
  "%00",
  "%FF%FE",
  "' OR 1=1 --",
  "'; DROP TABLE conversations; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "../../../../etc/passwd",
  ["$", "{7*7}{{7*7}}"].join(""),
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "ST I, q. 2, a. 3",
  "Does God exist?",
  "𝔊𝔬𝔡 🙏 ∀x∃y",
  "a".repeat(4001),
  "b".repeat(201),
];

export const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** Any JSON value, of any shape, to put where the schema wants something else. */
export const anyJson = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }),
  fc.dictionary(hostileText, fc.oneof(fc.integer(), hostileText), { maxKeys: 3 }),
);

function validString(schema: JsonSchema, known: string[]): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.oneof(fc.constantFrom(...known), fc.uuid());
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, min + 60);
  return fc.string({ minLength: min, maxLength: max });
}

/** Mostly values the schema accepts, sometimes a value of another kind: both must get a clean answer. */
export function arbitraryFor(schema: JsonSchema, known: string[], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validFor(schema, known, depth) },
    { weight: 1, arbitrary: anyJson },
  );
}

function objectFor(schema: JsonSchema, known: string[], depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return fc.constant({});
  const entries = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, s]) => [key, arbitraryFor(s, known, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((key) => key in entries);
  // Required keys are left out now and then, and unknown keys added.
  return fc
    .tuple(
      fc.record(entries, { requiredKeys: required }),
      fc.dictionary(hostileText, anyJson, { maxKeys: 2 }),
      fc.subarray(required, { maxLength: Math.min(1, required.length) }),
      fc.boolean(),
    )
    .map(([record, extra, dropped, messy]) => {
      const out: Record<string, unknown> = messy ? { ...extra, ...record } : { ...record };
      if (messy) for (const key of dropped) delete out[key];
      return out;
    });
}

function validFor(schema: JsonSchema, known: string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validFor(s, known, depth)));
  if (schema.allOf?.[0]) return validFor(schema.allOf[0], known, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return fc.oneof(
        { weight: 3, arbitrary: validString(schema, known) },
        { weight: 1, arbitrary: hostileText },
      );
    case "integer":
      return fc.integer({ min: (schema.minimum ?? -5) - 2, max: (schema.maximum ?? 1000) + 2 });
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitraryFor(schema.items ?? {}, known, depth + 1), { maxLength: 3 });
    case "object":
      return objectFor(schema, known, depth);
    default:
      return anyJson;
  }
}
