import { sleep as realSleep, type Sleep } from '#server/lib/clock';
import { UpstreamError } from './upstream-error';

export interface HttpClientOptions {
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Awaited before every attempt: how a platform's published rate limit is kept. */
  beforeAttempt?: (signal: AbortSignal) => Promise<void>;
  sleep?: Sleep;
  random?: () => number;
  fetch?: typeof fetch;
}

export interface JsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export const defaultHttpOptions: HttpClientOptions = {
  timeoutMs: 15_000,
  retries: 2,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
};

/** Full jitter: a random wait in [0, min(max, base * 2^attempt)), so clients never retry in step. */
export function backoffDelay(attempt: number, options: HttpClientOptions, random: () => number) {
  return Math.floor(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt));
}

/** GETs or POSTs JSON with a timeout, retrying transient failures (timeouts, 5xx, 429, bad JSON). */
export async function requestJson(
  request: JsonRequest,
  options: HttpClientOptions,
  signal: AbortSignal,
): Promise<unknown> {
  const wait = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      await options.beforeAttempt?.(signal);
      return await attemptOnce(request, options, signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const upstream = toUpstreamError(error);
      if (!upstream.retryable || attempt >= options.retries) throw upstream;
      const jitter = backoffDelay(attempt, options, random);
      const asked = (upstream.retryAfterSeconds ?? 0) * 1000;
      await wait(Math.min(options.maxDelayMs, Math.max(jitter, asked)), signal);
    }
  }
}

async function attemptOnce(request: JsonRequest, options: HttpClientOptions, signal: AbortSignal) {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  const doFetch = options.fetch ?? fetch;
  let text: string;
  let response: Response;
  try {
    response = await doFetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: combined,
    });
    text = await response.text();
  } catch (error) {
    if (timeout.aborted && !signal.aborted) {
      throw new UpstreamError('timeout', `no answer within ${options.timeoutMs} ms`, true);
    }
    throw error;
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new UpstreamError(
      'rate_limited',
      'HTTP 429 Too Many Requests',
      true,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  if (response.status >= 500) {
    throw new UpstreamError('http_status', `HTTP ${response.status}`, true);
  }
  if (!response.ok) {
    // Platforms explain refusals in the body (Codeforces: {"status":"FAILED","comment":…}).
    const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new UpstreamError('http_status', `HTTP ${response.status}: ${detail}`, false);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError('invalid_json', `body is not valid JSON (${text.length} bytes)`, true);
  }
}

function toUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new UpstreamError('network', `request failed: ${message}`, true);
}
