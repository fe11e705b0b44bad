import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isClientRoute } from "../../common/http/client-routes.js";

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split("?")[0] ?? "";
  const message = isApiPath(pathname)
    ? `There is no API endpoint ${request.method} ${pathname}.`
    : "Not found.";
  return reply.status(404).send({ message, code: "not_found" });
}

/** Data the pages need on first render, by name; null when there is none to give. */
export type PageData = Record<string, () => Promise<unknown>>;

/** The pages that show the quote card: only these carry the quotations. */
const pageWantsData = (pathname: string) =>
  pathname === "/" || pathname === "/chat" || pathname.startsWith("/chat/");

/** A JSON island the client reads before its first render; "<" is escaped so the text cannot close the tag. */
export function dataIsland(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

async function renderIndex(template: string, pathname: string, data: PageData): Promise<string> {
  if (!pageWantsData(pathname)) return template;
  const islands: string[] = [];
  for (const [name, load] of Object.entries(data)) {
    const value = await load().catch(() => null);
    if (value !== null && value !== undefined) islands.push(dataIsland(`page-data-${name}`, value));
  }
  return template.replace("</head>", `${islands.join("")}</head>`);
}

/**
 * Serves the built client: hashed assets cached for a year, index.html (never cached) for every client route,
 * everything compressed. A path no page serves gets index.html (which shows the 404 page) with status 404;
 * unknown /api paths get a JSON 404 instead.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string | null,
  data: PageData = {},
): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
  app.setNotFoundHandler(apiNotFound);
  if (clientDir === null || !fs.existsSync(path.join(clientDir, "index.html"))) return;

  const assetsDir = path.join(clientDir, "assets");
  // The hashed assets are found when asked for (one route for the folder), not listed file by file when the
  // server starts: @fastify/static's `wildcard: false` walks the whole folder and adds two routes per file.
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: "/assets/",
    wildcard: true,
    index: false,
    // A folder, or a path that climbs out of the folder, names no asset: not found, as before, not refused.
    allowedPath: (pathname) => !pathname.endsWith("/") && !pathname.split("/").includes(".."),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(assetsDir + path.sep);
      res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  // The few files beside index.html (the icon, the first-paint script, index.html itself) by name.
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    app.get(`/${entry.name}`, { schema: { hide: true } }, (_request, reply) => {
      reply.sendFile(entry.name, clientDir);
    });
  }
  const template = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (isApiPath(pathname) || pathname.startsWith("/assets/")) return apiNotFound(request, reply);
    const status = isClientRoute(pathname) ? 200 : 404;
    const html = await renderIndex(template, pathname, data);
    return reply
      .status(status)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
