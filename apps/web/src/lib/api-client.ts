import { noteAnswer } from './offline-answers';
import { readSessionToken } from './session-token';

/** A non-2xx answer, carrying the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The request never reached the server (offline, or the connection dropped). */
export const isConnectionError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0;

interface ErrorBodyLike {
  error?: { code?: unknown; message?: unknown };
  message?: unknown;
}

async function readError(response: Response, fallbackMessage: string): Promise<ApiError> {
  let body: ErrorBodyLike | undefined;
  try {
    body = (await response.json()) as ErrorBodyLike;
  } catch {
    body = undefined;
  }
  const message = body?.error?.message ?? body?.message;
  const code = body?.error?.code;
  return new ApiError(
    response.status,
    typeof code === 'string' ? code : undefined,
    typeof message === 'string' && message ? message : fallbackMessage,
  );
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent without the session token: the answer is the same for everyone (the lists, the config). */
  anonymous?: boolean;
  /** What the error says when the server gave no message (the spec's per-call texts). */
  fallbackMessage: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function send(
  method: Method,
  path: string,
  options: { body?: unknown; signal?: AbortSignal; anonymous?: boolean },
): Promise<Response> {
  const token = options.anonymous ? null : readSessionToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Calls our own API with the session token, if any; any failure becomes an ApiError. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions & { body?: unknown },
): Promise<T> {
  let response: Response;
  try {
    response = await send(method, path, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined, options.fallbackMessage);
  }
  if (!response.ok) throw await readError(response, options.fallbackMessage);
  noteAnswer(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, options: RequestOptions): Promise<T> {
  return apiRequest<T>('GET', path, options);
}
