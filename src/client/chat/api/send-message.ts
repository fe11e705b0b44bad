import { apiRequest, HttpError, throwIfResNotOk } from "@client/lib/query-client";
import type { StreamEvent } from "@common/chat/stream-events";
import type {
  Message,
  SendMessageBody,
  SendMessageResponse,
  SimplifyResponse,
} from "@common/conversations/contract";
import type { EducationLevel } from "@common/education/levels";
import { readEventData } from "../lib/sse";

export interface StreamHandlers {
  /** The reply has begun. */
  onStart?: () => void;
  /** More reply text, to append to what came before. */
  onDelta?: (text: string) => void;
}

export interface SendResult {
  userMessage: Message;
  assistantMessage: Message;
}

/**
 * A failure the server reported: `status` its HTTP status, `serverMessage` what it said happened (shown to
 * the learner as written), `content` the learner's text when it came back.
 */
export class SendFailedError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly serverMessage: string | null = null,
    readonly content?: string,
  ) {
    super(message);
    this.name = "SendFailedError";
  }
}

async function failIfNotOk(res: Response): Promise<void> {
  try {
    await throwIfResNotOk(res);
  } catch (error) {
    if (error instanceof HttpError) {
      throw new SendFailedError(error.message, error.status, error.serverMessage);
    }
    throw error;
  }
}

async function consumeStream(
  body: ReadableStream<Uint8Array>,
  handlers: StreamHandlers,
): Promise<SendResult> {
  for await (const data of readEventData(body)) {
    const event = JSON.parse(data) as StreamEvent;
    switch (event.type) {
      case "start":
        handlers.onStart?.();
        break;
      case "delta":
        handlers.onDelta?.(event.text);
        break;
      case "citations":
        break;
      case "done":
        return { userMessage: event.userMessage, assistantMessage: event.assistantMessage };
      case "error":
        throw new SendFailedError(
          `${event.status}: ${event.message}`,
          event.status,
          event.message,
          event.content,
        );
    }
  }
  throw new SendFailedError("The reply stopped before it was complete.");
}

/** Sends a question; the reply streams in through `handlers` and resolves with both stored messages. */
export async function sendMessage(
  conversationId: string,
  body: SendMessageBody,
  handlers: StreamHandlers = {},
): Promise<SendResult> {
  const res = await fetch(`/api/conversations/${conversationId}/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  await failIfNotOk(res);
  if (res.body && res.headers.get("content-type")?.includes("text/event-stream")) {
    return consumeStream(res.body, handlers);
  }
  // A server that answers in one piece: show it whole.
  const result = (await res.json()) as SendMessageResponse;
  handlers.onStart?.();
  return result;
}

export async function simplifyLastReply(
  conversationId: string,
  educationLevel: EducationLevel,
): Promise<Message> {
  const res = await apiRequest("POST", `/api/conversations/${conversationId}/simplify`, { educationLevel });
  return ((await res.json()) as SimplifyResponse).assistantMessage;
}
