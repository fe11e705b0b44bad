import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3 } from "openapi-types";
import { DOCS_CSP } from "./security-headers.js";

const DOCS_PREFIX = "/api/docs";

/** Headers of the documentation's answer that the API's own reply sets for itself. */
const NOT_COPIED = new Set(["content-length", "connection", "keep-alive", "transfer-encoding", "date"]);

/**
 * Swagger UI (its package, YAML writer and static file server are many modules) is loaded on the first visit
 * to the documentation rather than at every start: an app of its own, serving the API's finished document, to
 * which the API hands the documentation's requests.
 */
function documentationPages(api: FastifyInstance) {
  let made: Promise<FastifyInstance> | null = null;
  const make = async () => {
    const { default: swaggerUi } = await import("@fastify/swagger-ui");
    const docs = Fastify();
    // The plugin's static mode is typed for OpenAPI 3.0 documents; it serves a 3.1 one unchanged.
    const document = api.swagger() as unknown as OpenAPIV3.Document;
    await docs.register(swagger, { mode: "static", specification: { document } });
    // Its own policy (DOCS_CSP), set by the plugin on the page and its files.
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null },
      staticCSP: DOCS_CSP,
    });
    await docs.ready();
    return docs;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    });
    const answer = await (await made).inject({
      method: request.method === "HEAD" ? "HEAD" : "GET",
      url: request.url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !NOT_COPIED.has(name)) reply.header(name, value);
    return reply.status(answer.statusCode).send(answer.rawPayload);
  };
}

/** The OpenAPI document is generated from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Angelicus API",
        description: "Conversations with Saint Thomas Aquinas, grounded in his works and Scripture.",
        version: "0.1.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  const pages = documentationPages(app);
  app.get(DOCS_PREFIX, { schema: { hide: true } }, pages);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, pages);
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
