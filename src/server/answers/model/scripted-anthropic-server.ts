import http from "node:http";
import type { ScriptedTurn } from "./scripted-model-server.js";
import { listenOnLoopback } from "./scripted-server-listen.js";

/** One Messages API request as the server saw it, with every text block joined. */
export interface AnthropicRequest {
  path: string;
  apiKey: string | undefined;
  version: string | undefined;
  model: string;
  stream: boolean;
  maxTokens: number | undefined;
  temperature: number | undefined;
  system: string;
  messages: { role: string; content: string }[];
}

export interface AnthropicTurn extends ScriptedTurn {
  /** The Anthropic error type sent with `status` (e.g. overloaded_error with 529). */
  errorType?: string;
  /**
   * Sent as an `error` event in a stream that has already answered 200, as the API does when it is
   * overloaded: as the first event, or after the scripted text has been streamed when there is some.
   */
  streamError?: { type: string; message: string };
}

type TextBlock = { type: string; text?: string };
type Body = {
  model?: string;
  stream?: boolean;
  max_tokens?: number;
  temperature?: number;
  system?: string | TextBlock[];
  messages?: { role: string; content: string | TextBlock[] }[];
};

const joined = (content: string | TextBlock[] | undefined) =>
  typeof content === "string"
    ? content
    : (content ?? []).map((block) => (block.type === "text" ? (block.text ?? "") : "")).join("");

const errorBody = (type: string, message: string) =>
  JSON.stringify({ type: "error", error: { type, message } });

/** The checks the real API makes before answering; a request that fails one gets its 4xx error JSON. */
function rejection(request: AnthropicRequest, body: Body, key: string): [number, string, string] | null {
  if (request.path !== "/v1/messages") return [404, "not_found_error", `Not found: ${request.path}`];
  if (request.apiKey !== key) return [401, "authentication_error", "invalid x-api-key"];
  if (!request.version) return [400, "invalid_request_error", "anthropic-version: header is required"];
  if (typeof body.max_tokens !== "number")
    return [400, "invalid_request_error", "max_tokens: Field required"];
  if (request.messages[0]?.role !== "user")
    return [400, "invalid_request_error", 'messages: first message must use the "user" role'];
  const repeated = request.messages.findIndex((m, i) => i > 0 && m.role === request.messages[i - 1]?.role);
  if (repeated > 0)
    return [400, "invalid_request_error", `messages: roles must alternate (message ${repeated})`];
  return null;
}

/**
 * A small Anthropic Messages API server on 127.0.0.1 that answers from a script, speaking the real wire
 * protocol (POST /v1/messages; JSON, or named server-sent events when `stream` is true), and records
 * what it was sent. Its `url` ends in /v1, as AI_BASE_URL would for a proxy of the real API.
 */
export async function startScriptedAnthropicServer(
  apiKey: string,
  script: (request: AnthropicRequest) => AnthropicTurn,
) {
  const requests: AnthropicRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body;
    const request: AnthropicRequest = {
      path: req.url ?? "",
      apiKey: req.headers["x-api-key"] as string | undefined,
      version: req.headers["anthropic-version"] as string | undefined,
      model: body.model ?? "",
      stream: body.stream === true,
      maxTokens: body.max_tokens,
      temperature: body.temperature,
      system: typeof body.system === "string" ? body.system : joined(body.system),
      messages: (body.messages ?? []).map((m) => ({ role: m.role, content: joined(m.content) })),
    };
    requests.push(request);
    const json = (status: number, text: string) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(text);
    };
    const refused = rejection(request, body, apiKey);
    if (refused) return json(refused[0], errorBody(refused[1], refused[2]));
    const turn = script(request);
    if (turn.delayMs) await new Promise((r) => setTimeout(r, turn.delayMs));
    if (res.destroyed) return;
    if (turn.raw !== undefined) return json(turn.status ?? 200, turn.raw);
    if (turn.status) return json(turn.status, errorBody(turn.errorType ?? "api_error", "scripted failure"));
    const text = turn.text ?? "";
    const id = "msg_scripted";
    if (!request.stream) {
      return json(
        200,
        JSON.stringify({
          id,
          type: "message",
          role: "assistant",
          model: request.model,
          content: [{ type: "text", text }],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10 },
        }),
      );
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const send = (event: { type: string } & Record<string, unknown>) =>
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    if (turn.streamError && !text) {
      send({ type: "error", error: turn.streamError });
      return res.end();
    }
    send({
      type: "message_start",
      message: {
        id,
        type: "message",
        role: "assistant",
        model: request.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    });
    send({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
    send({ type: "ping" });
    for (const piece of text.match(/[\s\S]{1,17}/g) ?? [])
      send({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: piece } });
    if (turn.streamError) {
      send({ type: "error", error: turn.streamError });
      return res.end();
    }
    send({ type: "content_block_stop", index: 0 });
    send({
      type: "message_delta",
      delta: { stop_reason: "end_turn", stop_sequence: null },
      usage: { output_tokens: 10 },
    });
    send({ type: "message_stop" });
    res.end();
  });
  return { ...(await listenOnLoopback(server)), requests };
}
