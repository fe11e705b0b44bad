/** Splits a text/event-stream body into the JSON payloads of its `data:` lines, one per event. */
export async function* readEventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let boundary = buffer.search(/\r?\n\r?\n/);
      while (boundary !== -1) {
        const frame = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, "");
        const data = dataOf(frame);
        if (data !== null) yield data;
        boundary = buffer.search(/\r?\n\r?\n/);
      }
    }
    const rest = dataOf(buffer);
    if (rest !== null) yield rest;
  } finally {
    reader.releaseLock();
  }
}

function dataOf(frame: string): string | null {
  const lines = frame
    .split(/\r?\n/)
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).replace(/^ /, ""));
  return lines.length > 0 ? lines.join("\n") : null;
}
