import type { FastifyReply } from "fastify";
import type { StreamEvent } from "../../common/chat/stream-events.js";

/** A server-sent-events channel that keeps quiet once the client has gone: the work still finishes. */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  const open = () => !raw.writableEnded && !raw.destroyed;
  return {
    send(event: StreamEvent) {
      if (open()) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (open()) raw.end();
    },
  };
}

/** Parses an event-stream body into its events, in order. */
export function parseEventStream(body: string): unknown[] {
  return body
    .split("\n\n")
    .map((block) => block.split("\n").find((line) => line.startsWith("data: ")))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice("data: ".length)) as unknown);
}
