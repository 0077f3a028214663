/**
 * Reads a request body up to `limit` bytes and never holds more: a declared
 * Content-Length above the limit is refused before reading, and a body without
 * one (chunked) is counted while it arrives. What was read before the limit is
 * returned as `prefix` (the no-JavaScript form keeps what it can of the visitor's text).
 */
export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; prefix: Uint8Array };

export async function readLimitedBody(
  request: Request,
  limit: number,
  { keepPrefix = false }: { keepPrefix?: boolean } = {},
): Promise<LimitedBody> {
  const declared = request.headers.get("Content-Length");
  const declaredTooLarge = declared !== null && Number(declared) > limit;
  if (declaredTooLarge && !keepPrefix) return { ok: false, prefix: new Uint8Array() };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.byteLength > limit) {
        chunks.push(value.subarray(0, limit - length));
        return { ok: false, prefix: concat(chunks, limit) };
      }
      chunks.push(value);
      length += value.byteLength;
      if (declaredTooLarge && length === limit) return { ok: false, prefix: concat(chunks, limit) };
    }
  } finally {
    // Stop reading; the HTTP server discards (up to a bound) what the client still sends.
    reader.releaseLock();
  }
  // A body shorter than its declared length cannot end normally; never accept one that declared too much.
  if (declaredTooLarge) return { ok: false, prefix: concat(chunks, length) };
  return { ok: true, bytes: concat(chunks, length) };
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
