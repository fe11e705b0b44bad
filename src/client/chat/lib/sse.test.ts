import { describe, expect, it } from "vitest";
import { readEventData } from "./sse";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readEventData(streamOf(chunks))) out.push(data);
  return out;
}

describe("event stream reader", () => {
  it("yields each event's data even when frames are split across chunks", async () => {
    const events = await collect([
      'event: start\ndata: {"type":"st',
      'art"}\n\nevent: delta\ndata: {"type":"delta","text":"I answer"}\n',
      '\n: a comment\n\nevent: done\r\ndata: {"type":"done"}\r\n\r\n',
    ]);
    expect(events).toEqual(['{"type":"start"}', '{"type":"delta","text":"I answer"}', '{"type":"done"}']);
  });

  it("keeps a last frame that has no closing blank line", async () => {
    expect(await collect(['data: {"a":1}\n\ndata: {"b":2}'])).toEqual(['{"a":1}', '{"b":2}']);
  });
});
