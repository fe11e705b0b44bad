import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.js";

/** C0 control characters other than tab, line feed and carriage return, and DEL: never text a person wrote. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** The path of the first string holding a control character, or null. */
export function controlCharacterAt(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path || "value" : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses a request whose body, query or path carries a control character (a NUL reaches PostgreSQL as an
 * error): a 400 that names the field, before any handler runs.
 */
export function rejectControlCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const parts = { body: request.body, query: request.query, path: request.params } as const;
    for (const [part, value] of Object.entries(parts)) {
      const field = controlCharacterAt(value);
      if (field)
        throw new AppError(
          "bad_request",
          `The ${part} field "${field}" contains a control character (such as NUL) that text cannot hold. Remove it and try again.`,
        );
    }
  });
}
