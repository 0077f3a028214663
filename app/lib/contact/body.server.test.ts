import { describe, expect, it } from "vitest";
import { readLimitedBody } from "#app/lib/contact/body.server.ts";

function streamed(chunks: number[], headers: Record<string, string> = {}) {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = chunks[index++];
      if (size === undefined) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return {
    request: new Request("http://x/", { method: "POST", body, headers, duplex: "half" } as RequestInit),
    read: () => index,
  };
}

describe("readLimitedBody", () => {
  it("returns a body within the limit whole, the limit included", async () => {
    const result = await readLimitedBody(streamed([6, 4]).request, 10);
    expect(result).toEqual({ ok: true, bytes: new Uint8Array(10).fill(0x61) });
    expect(await readLimitedBody(new Request("http://x/", { method: "POST" }), 10)).toEqual({
      ok: true,
      bytes: new Uint8Array(),
    });
  });

  it("stops at the first chunk that crosses the limit, keeping only the limit", async () => {
    const body = streamed([6, 6, 6, 6]);
    const result = await readLimitedBody(body.request, 10);
    expect(result).toEqual({ ok: false, prefix: new Uint8Array(10).fill(0x61) });
    expect(body.read()).toBeLessThanOrEqual(3);
  });

  it("refuses a declared length above the limit without reading, unless asked for the prefix", async () => {
    const body = streamed([6, 6], { "Content-Length": "12" });
    expect(await readLimitedBody(body.request, 10)).toEqual({ ok: false, prefix: new Uint8Array() });
    // (A stream fills its queue with one chunk by itself; nothing beyond that was asked for.)
    expect(body.read()).toBeLessThanOrEqual(1);
    const withPrefix = streamed([6, 6], { "Content-Length": "12" });
    expect(await readLimitedBody(withPrefix.request, 10, { keepPrefix: true })).toEqual({
      ok: false,
      prefix: new Uint8Array(10).fill(0x61),
    });
  });
});
