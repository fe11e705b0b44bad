import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.js";

const strictDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** The text of a body, or null when its bytes are not valid UTF-8. */
export function decodeUtf8(bytes: Buffer): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/** The first query parameter whose percent-encoding is not valid UTF-8, or null. */
export function badlyEncodedQueryField(url: string): string | null {
  const at = url.indexOf("?");
  if (at < 0) return null;
  for (const pair of url.slice(at + 1).split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? "" : pair.slice(eq + 1);
    const key = tryDecode(rawKey);
    if (key === null || tryDecode(rawValue) === null)
      return key ?? rawKey.replace(/%[0-9a-f]{0,2}/gi, "").slice(0, 40);
  }
  return null;
}

function tryDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
}

const invalidBody = () =>
  new AppError(
    "bad_request",
    "The request body is not valid UTF-8 text. Send it encoded as UTF-8 and try again.",
  );

/**
 * Bodies and query strings must be valid UTF-8: Node would otherwise replace broken bytes with U+FFFD
 * and store text the visitor never wrote.
 */
export function requireUtf8(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const field = badlyEncodedQueryField(request.url);
    if (field !== null)
      throw new AppError(
        "bad_request",
        `The query field "${field}" is not valid UTF-8 once its percent-encoding is read. Check the link and try again.`,
      );
  });
  const jsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(invalidBody(), undefined);
    jsonParser(request, text, done);
  });
  app.addContentTypeParser("text/plain", { parseAs: "buffer" }, (_request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(invalidBody(), undefined);
    done(null, text);
  });
}
