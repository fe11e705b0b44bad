import type { FastifyInstance } from "fastify";

/**
 * Headers every answer carries: no MIME sniffing, no framing by other sites (clickjacking), no plugins,
 * no <base> hijacking, and the address of a page kept to ourselves when a learner follows a link out.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  "content-security-policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
};

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
