import { z } from "zod";
import { confidenceSchema, engineSchema, messageSchema } from "../conversations/contract.js";
import { citationSchema } from "../knowledge-base/citation.js";

/**
 * Events of a streamed reply (`Accept: text/event-stream` on the message POST). Each arrives as
 * `event: <type>` with `data: <json>`; the JSON carries the same `type`.
 */
export const streamStartEventSchema = z.object({
  type: z.literal("start"),
  conversationId: z.uuid(),
  userMessageId: z.uuid(),
  assistantMessageId: z.uuid(),
});
export const streamDeltaEventSchema = z.object({ type: z.literal("delta"), text: z.string() });
export const streamCitationsEventSchema = z.object({
  type: z.literal("citations"),
  citations: z.array(citationSchema),
  confidence: confidenceSchema,
  engine: engineSchema,
});
/** Sent once both messages are stored; a client that reloads now finds them in the conversation. */
export const streamDoneEventSchema = z.object({
  type: z.literal("done"),
  userMessage: messageSchema,
  assistantMessage: messageSchema,
});
/** Nothing was stored; `content` is the learner's text, to put back in the box. */
export const streamErrorEventSchema = z.object({
  type: z.literal("error"),
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  content: z.string(),
});

export const streamEventSchema = z.discriminatedUnion("type", [
  streamStartEventSchema,
  streamDeltaEventSchema,
  streamCitationsEventSchema,
  streamDoneEventSchema,
  streamErrorEventSchema,
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
export const STREAM_EVENT_TYPES = ["start", "delta", "citations", "done", "error"] as const;
