import { UpstreamError } from './upstream-error';

/** 20 MB: the ceiling over every source's own cap (byte-caps.ts), UPSTREAM_MAX_BYTES by default. */
export const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024;

const tooBig = (maxBytes: number, detail: string) =>
  new UpstreamError('too_big', `body over ${maxBytes} bytes (${detail})`, false);

/**
 * Reads a body as UTF-8 text, refusing it before reading when Content-Length says it is over the
 * cap, and cancelling the stream the moment the bytes read pass the cap: a hostile answer costs
 * at most `maxBytes` of memory, never its whole size.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooBig(maxBytes, `Content-Length ${declared}`);
  }
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooBig(maxBytes, `cut after ${total} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}
