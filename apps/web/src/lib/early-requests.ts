/**
 * GET requests started before React has mounted the first screen, each handed over to the first
 * query that asks for the same path. The requests go out at once, in a task of their own, instead
 * of from React's effects after the first render, where starting them all made one long task.
 */
const MAX_AGE_MS = 10_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();

export function keepEarly(path: string, response: Promise<Response>, now = Date.now()): void {
  // Whoever takes it sees the failure; until then it is not an unhandled rejection.
  response.catch(() => undefined);
  started.set(path, { response, at: now });
}

/** The early request for this path, once, and only while fresh: later asks fetch anew. */
export function takeEarly(path: string, now = Date.now()): Promise<Response> | undefined {
  const entry = started.get(path);
  started.delete(path);
  return entry && now - entry.at <= MAX_AGE_MS ? entry.response : undefined;
}
