import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./app-error.js";
import { frameworkErrorAnswer } from "./framework-errors.js";

type Issue = { path: string; message: string };

const PART_NAMES: Record<string, string> = {
  body: "body",
  params: "path",
  querystring: "query",
  headers: "headers",
};

function describeIssues(issues: Issue[], context: string): string {
  if (context === "path" && issues.some((i) => i.path === "id"))
    return "The id in the address is not a valid UUID.";
  const first = issues[0];
  if (!first) return "The request is not valid.";
  const where = first.path ? `${first.path}: ` : "";
  return `The request ${context} is not valid. ${where}${first.message}`;
}

/** Turns every error into a JSON answer; only a fault of ours becomes a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = PART_NAMES[error.validationContext ?? "body"] ?? "body";
      const issues: Issue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "is not valid",
      }));
      return reply
        .status(400)
        .send({ message: describeIssues(issues, context), code: "bad_request", issues });
    }
    const known = frameworkErrorAnswer(error);
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ message: "The request body is not valid JSON.", code: "bad_request" });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send({ message: "Something went wrong on our side.", code: "internal" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? "not_found" : "bad_request";
      return reply
        .status(error.statusCode)
        .send({ message: error.message || "The request is not valid.", code });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong on our side.", code: "internal" });
  });
}
