import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/** Errors Fastify raises itself, before or around a route, turned into our shape with a human message. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: "bad_request",
    message:
      "The address is not valid: it holds a percent sign that does not start a valid UTF-8 character. Check the link and try again.",
  },
  FST_ERR_INVALID_URL: { status: 400, code: "bad_request", message: "The address is not valid." },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: "uri_too_long",
    message: "A part of the address is too long.",
  },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: "bad_request", message: "The request is not valid." },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The request is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the request body as JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "bad_request",
    message: "The request body is empty, though its Content-Type says JSON.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "bad_request",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "bad_request",
    message: "The request body is not as long as its Content-Length says.",
  },
  FST_ERR_NOT_FOUND: { status: 404, code: "not_found", message: "Not found." },
};

export function frameworkErrorAnswer(
  error: Pick<FastifyError, "code">,
): { status: number; code: string; message: string } | null {
  return FRAMEWORK_MESSAGES[error.code] ?? null;
}

/** Fastify's `frameworkErrors` option: a bad address answered in our shape, not Fastify's. */
export function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = frameworkErrorAnswer(error) ?? {
    status: 400,
    code: "bad_request",
    message: "The request is not valid.",
  };
  reply.status(known.status).send({ message: known.message, code: known.code });
}

/** A request Node cannot even parse (broken HTTP, oversized headers): answered in our shape too. */
export function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, body] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", { message: "The request took too long to arrive.", code: "timeout" }]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [
            431,
            "Request Header Fields Too Large",
            { message: "The request headers are too large.", code: "headers_too_large" },
          ]
        : [400, "Bad Request", { message: "The request is not valid HTTP.", code: "bad_request" }];
  const text = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  socket.destroy(error);
}
