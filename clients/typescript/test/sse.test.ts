/** The event-stream parser, on bodies cut into awkward chunks. */
import assert from "node:assert/strict";
import { test } from "node:test";

import { parseEventStream, type RawMessage } from "../src/index.js";

function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function messages(stream: ReadableStream<Uint8Array>): Promise<RawMessage[]> {
  const out: RawMessage[] = [];
  for await (const message of parseEventStream(stream)) out.push(message);
  return out;
}

test("messages split across chunks, CRLF line ends, comments and multi-line data", async () => {
  const got = await messages(
    body(
      "retry: 2000\n\nevent: snap",
      "shot\ndata: {\"a\":\n",
      "data: 1}\n\n: keep-alive\n\nid: 7\r",
      "\nevent: claimed\r\ndata: {}\r\n\r\n",
      "data: no event name\n\n",
      "data: cut off at the end",
    ),
  );
  assert.deepEqual(got, [
    { event: "snapshot", data: '{"a":\n1}', id: null },
    { event: "claimed", data: "{}", id: "7" },
    { event: "message", data: "no event name", id: null },
  ]);
});

test("a multi-byte character split between chunks arrives whole", async () => {
  const bytes = new TextEncoder().encode("data: Gertrude’s vault\n\n");
  const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of ’
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, cut));
      controller.enqueue(bytes.slice(cut));
      controller.close();
    },
  });
  assert.deepEqual(await messages(stream), [
    { event: "message", data: "Gertrude’s vault", id: null },
  ]);
});
