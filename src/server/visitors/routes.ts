import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../common/http/errors.js";
import {
  claimTransferBodySchema,
  deletedDataSchema,
  TRANSFER_PATH,
  transferLinkSchema,
  visitorSchema,
} from "../../common/visitors/contract.js";
import type { AppContext } from "../app-context.js";
import { AppError } from "../http/app-error.js";
import type { VisitorIdentity } from "./identify.js";
import { claimTransfer, createTransfer, deleteVisitorData } from "./repository.js";

const tags = ["your data"];
const CLASSROOM =
  "This server runs in classroom mode: everyone shares one board, so there is no data of your own to carry or delete.";

export const visitorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; identity: VisitorIdentity }> = async (
  app,
  { ctx, identity },
) => {
  /** The visitor of this request; classroom mode has none. */
  const visitorOf = (request: { visitorId: string | null }): string => {
    if (identity.classroom || !request.visitorId) throw new AppError("conflict", CLASSROOM);
    return request.visitorId;
  };

  app.get(
    "/api/visitor",
    {
      schema: {
        tags,
        summary: "This browser's visitor code and whether the board is shared",
        response: { 200: visitorSchema },
      },
    },
    async (request) => ({
      mode: identity.classroom ? ("classroom" as const) : ("off" as const),
      visitorId: request.visitorId,
    }),
  );

  app.post(
    "/api/visitor/transfer",
    {
      schema: {
        tags,
        summary: "Make a one-time link that opens this visitor's data in another browser",
        response: { 201: transferLinkSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await createTransfer(ctx.db, visitorOf(request));
      return reply.status(201).send({
        token,
        path: `${TRANSFER_PATH}#${token}`,
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  app.post(
    "/api/visitor/transfer/claim",
    {
      schema: {
        tags,
        summary:
          "Use a transfer link: this browser becomes the visitor who made it; the link is then used up",
        body: claimTransferBodySchema,
        response: { 200: visitorSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      visitorOf(request);
      const visitorId = await claimTransfer(ctx.db, request.body.token);
      if (!visitorId)
        throw new AppError(
          "not_found",
          "This link has already been used or has expired. Make a new one in Your data on the other browser.",
        );
      identity.setVisitor(reply, visitorId, request.protocol === "https");
      return { mode: "off" as const, visitorId };
    },
  );

  app.delete(
    "/api/visitor/data",
    {
      schema: {
        tags,
        summary: "Delete all of this visitor's conversations, messages, materials and debates",
        response: { 200: deletedDataSchema, 409: apiErrorSchema },
      },
    },
    async (request) => deleteVisitorData(ctx.db, visitorOf(request)),
  );
};
