import type { FastifyInstance } from "fastify";

/** A Content-Security-Policy from its directives, in order. */
function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

const COMMON = {
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
};

/**
 * The app's pages (and every other answer): scripts only from this origin, as files — no inline script, no
 * eval. `index.html` starts with `/page-start.js` and carries its data (quotations, route table) in JSON
 * islands, which the browser does not run. Styles allow inline because Radix's scroll lock and the print view
 * of a study material write <style> elements; images allow data: URIs; fonts, requests and everything else
 * stay on this origin.
 */
export const APP_CSP = policy({
  "default-src": "'self'",
  "script-src": "'self'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data:",
  "font-src": "'self'",
  "connect-src": "'self'",
  ...COMMON,
});

/**
 * The API documentation (Swagger UI at /api/docs) needs no more than the app's pages, so it has the same policy:
 * its scripts are files of the package served from here, so `script-src 'self'` holds there too. Swagger UI writes <style> elements as it renders, so styles allow inline
 * (as the app's do); its logo is a data: image. The online validator badge, which would load an image from
 * another site, is turned off.
 */
export const DOCS_CSP = APP_CSP;

/**
 * Headers every answer carries: a Content-Security-Policy, no MIME sniffing, no framing by other sites
 * (clickjacking), and the address of a page kept to ourselves when a learner follows a link out.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  "content-security-policy": APP_CSP,
};

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
