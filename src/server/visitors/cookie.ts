import { createHmac, timingSafeEqual } from "node:crypto";

export const VISITOR_COOKIE = "angelicus_visitor";
/** Browsers keep a cookie at most 400 days; each visit does not renew it, a transfer does. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(id: string, secret: string): string {
  return createHmac("sha256", secret).update(id).digest("base64url");
}

export function signVisitorId(id: string, secret: string): string {
  return `${id}.${mac(id, secret)}`;
}

/** The visitor id in a cookie value, or null when it is absent, malformed or not signed by us. */
export function verifyVisitorCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  if (!VISITOR_ID.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value; Secure only over HTTPS, so a classroom served over plain HTTP still works. */
export function visitorCookie(value: string, secure: boolean): string {
  const parts = [
    `${VISITOR_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
