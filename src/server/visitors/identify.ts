import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../app-context.js";
import { readCookie, signVisitorId, VISITOR_COOKIE, verifyVisitorCookie, visitorCookie } from "./cookie.js";
import { cookieSecret } from "./secret.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Whose rows this request may see: the visitor, or the one shared board in classroom mode. */
    owner: string;
    /** The visitor from the cookie (new on a first request); null in classroom mode. */
    visitorId: string | null;
  }
}

/** The owner of every row in classroom mode. */
export const CLASSROOM_OWNER = "classroom";

export interface VisitorIdentity {
  classroom: boolean;
  /** Sets this browser's cookie to a visitor (after a transfer). */
  setVisitor: (reply: FastifyReply, visitorId: string, secure: boolean) => void;
}

/**
 * Gives every request an owner. A browser without a valid signed cookie is a new visitor and gets one
 * on this first answer; in classroom mode everyone shares one owner and no cookie is needed.
 */
export async function identifyVisitors(app: FastifyInstance, ctx: AppContext): Promise<VisitorIdentity> {
  const classroom = ctx.env.SHARED_MODE === "classroom";
  const secret = classroom ? "" : await cookieSecret(ctx.db, ctx.env);
  const setVisitor = (reply: FastifyReply, visitorId: string, secure: boolean) => {
    reply.removeHeader("set-cookie");
    reply.header("set-cookie", visitorCookie(signVisitorId(visitorId, secret), secure));
  };
  app.decorateRequest("owner", "");
  app.decorateRequest("visitorId", null);
  app.addHook("onRequest", async (request, reply) => {
    if (classroom) {
      request.owner = CLASSROOM_OWNER;
      return;
    }
    const known = verifyVisitorCookie(readCookie(request.headers.cookie, VISITOR_COOKIE), secret);
    const id = known ?? randomUUID();
    if (!known) setVisitor(reply, id, request.protocol === "https");
    request.owner = id;
    request.visitorId = id;
  });
  return { classroom, setVisitor };
}
