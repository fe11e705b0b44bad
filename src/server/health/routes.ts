import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app-context.js";
import { knowledgeBaseState } from "../knowledge-base/import/completeness.js";
import { meaningState } from "../knowledge-base/meaning/question-meaning.js";
import { memoryIndexState } from "../knowledge-base/retrieval/memory/load-ranker.js";

const healthSchema = z.object({
  /** "degraded" while the database does not answer; it turns back to "ok" by itself once it does. */
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    connected: z.boolean(),
    latencyMs: z.number().nullable(),
    error: z.string().optional(),
  }),
  /** "incomplete": an import was cut short or a source is missing; the next start finishes it. */
  knowledgeBase: z.enum(["complete", "incomplete", "empty", "importing", "unknown"]),
  /**
   * The in-process index questions are answered from: "building" for a few seconds after a start, while
   * questions wait for it (their answers are the same, only later); "not-built" until it is first needed.
   */
  retrievalIndex: z.enum(["ready", "building", "not-built"]),
  /**
   * The sentence encoder that weighs the meaning of a question (decision 030): "loading" for about a second
   * after a start, "off" when RETRIEVAL_MEANING=false, "failed" when it could not load (questions are then
   * ranked by their words alone).
   */
  meaning: z.enum(["ready", "loading", "off", "failed"]),
});

const readinessSchema = z.object({
  ready: z.boolean(),
  /** What it still waits for, in words, when not ready. */
  waitingFor: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Readiness, beside the liveness below: 200 only once questions are answered at full speed (the
  // database answers, the knowledge base is imported and the article index built), 503 until then.
  app.get(
    "/api/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the server answers questions at full speed yet",
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      let knowledgeBase: string;
      try {
        knowledgeBase = await knowledgeBaseState(ctx.pool);
      } catch (error) {
        request.log.warn({ err: error }, "readiness check: database not answering");
        return reply.status(503).send({ ready: false, waitingFor: "the database" });
      }
      if (knowledgeBase === "importing" || knowledgeBase === "empty")
        return reply.status(503).send({ ready: false, waitingFor: "the knowledge base import" });
      if (memoryIndexState(ctx.db) !== "ready")
        return reply.status(503).send({ ready: false, waitingFor: "the article index" });
      if (meaningState().state === "loading")
        return reply.status(503).send({ ready: false, waitingFor: "the sentence encoder" });
      return { ready: true };
    },
  );

  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Service, database and knowledge-base state",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await ctx.pool.query("select 1");
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        const knowledgeBase = await knowledgeBaseState(ctx.pool);
        return {
          status: "ok" as const,
          database: { connected: true, latencyMs },
          knowledgeBase,
          retrievalIndex: memoryIndexState(ctx.db),
          meaning: meaningState().state,
        };
      } catch (error) {
        // The detail (addresses, ports, driver messages) goes to the log, not to whoever asks.
        request.log.warn({ err: error }, "health check: database not answering");
        return reply.status(503).send({
          status: "degraded" as const,
          database: {
            connected: false,
            latencyMs: null,
            error: "The database is not answering.",
          },
          knowledgeBase: "unknown" as const,
          retrievalIndex: memoryIndexState(ctx.db),
          meaning: meaningState().state,
        });
      }
    },
  );
};
