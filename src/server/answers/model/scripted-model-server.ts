import http from "node:http";
import { listenOnLoopback } from "./scripted-server-listen.js";

/** What the scripted server does with one chat-completions request. */
export interface ScriptedTurn {
  /** The reply text; streamed in small pieces when the client asks for a stream. */
  text?: string;
  /** A raw body sent as is (to play a broken server). */
  raw?: string;
  status?: number;
  delayMs?: number;
}

export interface RecordedRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  /** The response format the client asked for (JSON output), if any. */
  response_format?: { type: string; json_schema?: { schema?: unknown } };
}

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 that answers from a script, speaking
 * the real wire protocol (JSON and server-sent events), and records what it was sent.
 */
export async function startScriptedModelServer(script: (request: RecordedRequest) => ScriptedTurn) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as RecordedRequest;
    const request: RecordedRequest = {
      model: body.model,
      stream: body.stream === true,
      messages: body.messages,
      ...(body.response_format ? { response_format: body.response_format } : {}),
    };
    requests.push(request);
    const turn = script(request);
    if (turn.delayMs) await new Promise((r) => setTimeout(r, turn.delayMs));
    if (res.destroyed) return;
    if (turn.raw !== undefined || turn.status) {
      res.writeHead(turn.status ?? 200, { "content-type": "application/json" });
      res.end(turn.raw ?? JSON.stringify({ error: { message: "scripted failure" } }));
      return;
    }
    const text = turn.text ?? "";
    const base = { id: "chatcmpl-scripted", created: 1_800_000_000, model: body.model };
    if (!request.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const send = (delta: object, finish: string | null) =>
      res.write(
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: "assistant", content: "" }, null);
    for (const piece of text.match(/[\s\S]{1,17}/g) ?? []) send({ content: piece }, null);
    send({}, "stop");
    res.end("data: [DONE]\n\n");
  });
  return { ...(await listenOnLoopback(server)), requests };
}
