import { sleep as realSleep, type Sleep } from '#server/lib/clock';
import { parseJsonBody } from './parse-json-off-thread';
import { DEFAULT_MAX_BODY_BYTES, readCappedText } from './read-capped-body';
import { UpstreamError } from './upstream-error';

export interface HttpClientOptions {
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * The ceiling over every source's own cap (UPSTREAM_MAX_BYTES): a body over it is refused (not
   * retried); default 20 MB.
   */
  maxBodyBytes?: number;
  /** Awaited before every attempt: how a platform's published rate limit is kept. */
  beforeAttempt?: (signal: AbortSignal) => Promise<void>;
  sleep?: Sleep;
  random?: () => number;
  /** Sent as User-Agent on every call (UPSTREAM_USER_AGENT); Node's own is `node`. */
  userAgent?: string;
  /** Another fetch: a platform's proxy (UPSTREAM_PROXY, `<PLATFORM>_PROXY`), a test's stub. */
  fetch?: typeof fetch;
}

/** A non-2xx answer, or a page a platform may send instead of its API's answer. */
export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export interface UpstreamRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sent as a form instead of JSON (Facebook's GraphQL takes its query that way). */
  form?: Readonly<Record<string, string>>;
  accept?: string;
  /** This source's own cap (platforms/byte-caps.ts), under the ceiling `maxBodyBytes`. */
  maxBytes?: number;
  /** Sent besides accept, content-type and user-agent (LeetCode's Referer and Origin). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Reads every answer before its status is judged: the platform's own refusal (a 403 page, a
   * Cloudflare challenge) becomes the error it returns instead of a status or parse error.
   */
  refusal?: (answer: UpstreamAnswer) => UpstreamError | undefined;
  /** Sees the final answer's headers (LeetCode's csrftoken cookie). */
  onHeaders?: (headers: Headers) => void;
}

export const defaultHttpOptions: HttpClientOptions = {
  timeoutMs: 15_000,
  retries: 2,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
  maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
};

/** Same-origin redirects (http→https upgrades, trailing slashes) are followed this many times. */
const MAX_REDIRECTS = 5;

/** Full jitter: a random wait in [0, min(max, base * 2^attempt)), so clients never retry in step. */
export function backoffDelay(attempt: number, options: HttpClientOptions, random: () => number) {
  return Math.floor(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt));
}

/**
 * GETs or POSTs JSON with a timeout, retrying transient failures (timeouts, 5xx, 429, bad JSON).
 * A large body is parsed off the server's thread, a deeply nested one refused.
 */
export async function requestJson(
  request: UpstreamRequest,
  options: HttpClientOptions,
  signal: AbortSignal,
): Promise<unknown> {
  return withRetries(options, signal, async () => {
    const text = await attemptOnce({ accept: 'application/json', ...request }, options, signal);
    return parseJsonBody(text);
  });
}

/** The body as text (an HTML page), with the same timeout, cap, redirect policy and retries. */
export async function requestText(
  request: UpstreamRequest,
  options: HttpClientOptions,
  signal: AbortSignal,
): Promise<string> {
  return withRetries(options, signal, () => attemptOnce(request, options, signal));
}

async function withRetries<T>(
  options: HttpClientOptions,
  signal: AbortSignal,
  attempt: () => Promise<T>,
): Promise<T> {
  const wait = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let tries = 0; ; tries++) {
    try {
      await options.beforeAttempt?.(signal);
      return await attempt();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const upstream = toUpstreamError(error);
      if (!upstream.retryable || tries >= options.retries) throw upstream;
      const jitter = backoffDelay(tries, options, random);
      const asked = (upstream.retryAfterSeconds ?? 0) * 1000;
      await wait(Math.min(options.maxDelayMs, Math.max(jitter, asked)), signal);
    }
  }
}

async function attemptOnce(
  request: UpstreamRequest,
  options: HttpClientOptions,
  signal: AbortSignal,
): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  let text: string;
  let response: Response;
  try {
    response = await fetchOnOrigin(request, options, combined);
    const ceiling = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    text = await readCappedText(response, Math.min(request.maxBytes ?? ceiling, ceiling));
  } catch (error) {
    if (timeout.aborted && !signal.aborted) {
      throw new UpstreamError('timeout', `no answer within ${options.timeoutMs} ms`, true);
    }
    throw error;
  }
  const refused = request.refusal?.({ status: response.status, headers: response.headers, text });
  if (refused) throw refused;
  request.onHeaders?.(response.headers);
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
    throw httpStatus(response.status, 'HTTP ' + String(response.status), true);
  }
  if (!response.ok) {
    // Platforms explain refusals in the body (Codeforces: {"status":"FAILED","comment":…}).
    const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
    throw httpStatus(response.status, `HTTP ${response.status}: ${detail}`, false);
  }
  return text;
}

const httpStatus = (status: number, message: string, retryable: boolean) =>
  new UpstreamError('http_status', message, retryable, undefined, `HTTP ${status}`);

/**
 * Follows redirects by hand, only within the request's own origin: a platform (or whoever answers
 * for it) must not be able to point the server at another host, least of all an internal one.
 */
async function fetchOnOrigin(
  request: UpstreamRequest,
  options: HttpClientOptions,
  signal: AbortSignal,
): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const origin = new URL(request.url).origin;
  let url = request.url;
  for (let hops = 0; ; hops++) {
    const response = await doFetch(url, {
      method: request.method ?? 'GET',
      headers: {
        ...request.headers,
        accept: request.accept ?? '*/*',
        ...(options.userAgent === undefined ? {} : { 'user-agent': options.userAgent }),
        ...contentType(request),
      },
      body: encodeBody(request),
      redirect: 'manual',
      signal,
    });
    if (response.status < 300 || response.status >= 400 || response.status === 304) {
      return response;
    }
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    const next = location === null ? undefined : URL.parse(location, url);
    if (!next || next.origin !== origin) {
      throw new UpstreamError(
        'redirect',
        `HTTP ${response.status} to ${location ?? '(no Location)'}, off ${origin}`,
        false,
      );
    }
    if (hops >= MAX_REDIRECTS) {
      throw new UpstreamError('redirect', `more than ${MAX_REDIRECTS} redirects`, false);
    }
    url = next.href;
  }
}

const contentType = (request: UpstreamRequest): Record<string, string> =>
  request.form !== undefined
    ? { 'content-type': 'application/x-www-form-urlencoded' }
    : request.body === undefined
      ? {}
      : { 'content-type': 'application/json' };

const encodeBody = (request: UpstreamRequest) =>
  request.form !== undefined
    ? new URLSearchParams(request.form).toString()
    : request.body === undefined
      ? null
      : JSON.stringify(request.body);

function toUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return new UpstreamError('network', `request failed: ${message} ${cause}`.trim(), true);
}
