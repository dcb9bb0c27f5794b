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
  /** What the error says when the server gave no message (the spec's per-call texts). */
  fallbackMessage: string;
}

/** GETs JSON from our own API; any failure becomes an ApiError the UI can show. */
export async function apiGet<T>(path: string, options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { accept: 'application/json' },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined, options.fallbackMessage);
  }
  if (!response.ok) throw await readError(response, options.fallbackMessage);
  return (await response.json()) as T;
}
