import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { DOCS_CSP } from "./security-headers.js";

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
  // Its own policy (DOCS_CSP), set by the plugin on the page and its files.
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { validatorUrl: null },
    staticCSP: DOCS_CSP,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
