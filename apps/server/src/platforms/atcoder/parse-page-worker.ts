import { parentPort } from 'node:worker_threads';
import { UpstreamError } from '#server/platforms/upstream-error';
import type { PageLimits } from './page-limits';
import { parseAtcoderContestsPage } from './parse-page';

/** The worker's side of parse-page-off-thread.ts: one page in, its rows or a failure out. */
export type ParseRequest = { html: string; limits: PageLimits };
export type ParseAnswer =
  | { type: 'ready' }
  | { type: 'rows'; rows: ReturnType<typeof parseAtcoderContestsPage> }
  | { type: 'failed'; kind: UpstreamError['kind']; message: string; publicMessage: string };

function answer(request: ParseRequest): ParseAnswer {
  try {
    return { type: 'rows', rows: parseAtcoderContestsPage(request.html, request.limits) };
  } catch (error) {
    if (error instanceof UpstreamError) {
      const { kind, message, publicMessage } = error;
      return { type: 'failed', kind, message, publicMessage };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'failed', kind: 'unexpected_shape', message, publicMessage: 'bad answer' };
  }
}

if (parentPort) {
  const port = parentPort;
  port.once('message', (request: ParseRequest) => {
    port.postMessage(answer(request));
  });
  port.postMessage({ type: 'ready' } satisfies ParseAnswer);
}
