import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built client: hashed assets cached for a year, index.html for every client route.
 * Unknown /api paths get a JSON 404 instead.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | null): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
  const hasClient = clientDir !== null && fs.existsSync(path.join(clientDir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply
        .status(404)
        .send({ message: `There is no API endpoint ${request.method} ${pathname}.`, code: "not_found" });
    }
    if (!hasClient || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ message: "Not found.", code: "not_found" });
    }
    if (path.extname(pathname) && pathname.startsWith("/assets/")) {
      return reply.status(404).send({ message: "Not found.", code: "not_found" });
    }
    return reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html");
  });
}
