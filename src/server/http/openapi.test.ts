import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerOpenApi } from "./openapi.js";

async function documentedApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  app.get(
    "/api/things/:id",
    {
      schema: {
        summary: "One thing",
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => ({ id: request.params.id }),
  );
  await app.ready();
  return app;
}

describe("the API documentation", () => {
  it("serves Swagger UI, loaded on the first visit, with the document the API describes itself by", async () => {
    const app = await documentedApp();
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths)).toEqual(["/api/things/{id}"]);

    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("swagger-ui");
    const json = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.json()).toEqual(document);
    const yaml = await app.inject({ method: "GET", url: "/api/docs/yaml" });
    expect(yaml.headers["content-type"]).toMatch(/yaml/);
    expect(yaml.body).toContain("/api/things/{id}:");
    const script = await app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    const head = await app.inject({ method: "HEAD", url: "/api/docs/static/swagger-ui.css" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const missing = await app.inject({ method: "GET", url: "/api/docs/static/no-such-file.js" });
    expect(missing.statusCode).toBe(404);
    // The documentation's own routes stay out of the document.
    expect(Object.keys(document.paths).some((p) => p.startsWith("/api/docs"))).toBe(false);
    await app.close();
  });
});
