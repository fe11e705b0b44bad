import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.js";
import { chatRoutes } from "./chat/routes.js";
import { comparisonRoutes } from "./comparison/routes.js";
import { conversationRoutes } from "./conversations/routes.js";
import { debateRoutes } from "./debates/routes.js";
import { healthRoutes } from "./health/routes.js";
import { rejectControlCharacters } from "./http/control-characters.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { onClientError, onFrameworkError } from "./http/framework-errors.js";
import { registerOpenApi } from "./http/openapi.js";
import { addSecurityHeaders } from "./http/security-headers.js";
import { registerClient } from "./http/static-client.js";
import { requireUtf8 } from "./http/strict-utf8.js";
import { weighMeaning } from "./knowledge-base/meaning/question-meaning.js";
import { knowledgeBaseRoutes } from "./knowledge-base/routes.js";
import { materialRoutes } from "./materials/routes.js";
import { createQuoteLoader } from "./quotes/quote-loader.js";
import { quoteRoutes } from "./quotes/routes.js";
import { readerRoutes } from "./reader/routes.js";
import { identifyVisitors } from "./visitors/identify.js";
import { visitorRoutes } from "./visitors/routes.js";

export interface BuildAppOptions {
  /** Folder of the built client; null serves the API only. */
  clientDir?: string | null;
  logger?: boolean | { level: string };
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Every route validates and serialises with zod. Naming the compilers when the instance is made keeps
 * Fastify from loading its default JSON-schema compilers (Ajv) at every start, never to use them. Fastify
 * types these factories for JSON schemas only, hence the cast; it calls them as it calls the zod compilers
 * set below.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  weighMeaning(ctx.env.RETRIEVAL_MEANING);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  requireUtf8(app);
  rejectControlCharacters(app);
  addSecurityHeaders(app);
  await registerOpenApi(app);
  const identity = await identifyVisitors(app, ctx);

  await app.register(healthRoutes, { ctx });
  await app.register(conversationRoutes, { ctx });
  await app.register(knowledgeBaseRoutes, { ctx });
  await app.register(chatRoutes, { ctx });
  const loadQuotes = createQuoteLoader(ctx.db);
  await app.register(quoteRoutes, { ctx, loadQuotes });
  await app.register(comparisonRoutes, { ctx });
  await app.register(debateRoutes, { ctx });
  await app.register(materialRoutes, { ctx });
  await app.register(readerRoutes, { ctx });
  await app.register(visitorRoutes, { ctx, identity });

  await registerClient(app, options.clientDir ?? null, {
    // The quote card's data travels with the page, so the card is drawn complete on first render.
    quotes: async () => {
      const { quotes } = await loadQuotes();
      return quotes.length > 0 ? quotes : null;
    },
  });
  return app;
}
