import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app-context.js";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    connected: z.boolean(),
    latencyMs: z.number().nullable(),
    error: z.string().optional(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Service and database state",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await ctx.pool.query("select 1");
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return { status: "ok" as const, database: { connected: true, latencyMs } };
      } catch (error) {
        // The detail (addresses, ports) goes to the log, not to whoever asks.
        request.log.warn({ err: error }, "health check: database not answering");
        return reply.status(503).send({
          status: "degraded" as const,
          database: {
            connected: false,
            latencyMs: null,
            error: "The database is not answering.",
          },
        });
      }
    },
  );
};
