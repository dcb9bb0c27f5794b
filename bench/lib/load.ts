import autocannon from 'autocannon';

/**
 * A benchmark of a 404 measures nothing: a load run with an answer other than 2xx (but for the
 * refusals the scenario means to provoke, e.g. a rate limit's 429), an error or a time-out stops
 * the bench rather than reporting a figure.
 */
export function expectAnswered(
  result: autocannon.Result,
  what: string,
  refusals: readonly number[] = [],
): void {
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2') && !refusals.includes(Number(code)))
    .filter(([, stats]) => (stats.count ?? 0) > 0)
    .map(([code, stats]) => `${stats.count ?? 0} × ${code}`);
  // Without the per-status counts, every non-2xx answer counts when none was expected.
  if (result.statusCodeStats === undefined && refusals.length === 0 && result.non2xx > 0) {
    unexpected.push(`${result.non2xx} × non-2xx`);
  }
  if (result.errors > 0) unexpected.push(`${result.errors} errors`);
  if (result.timeouts > 0) unexpected.push(`${result.timeouts} time-outs`);
  if (unexpected.length > 0) throw new Error(`${what}: ${unexpected.join(', ')}`);
}

/** The answer if it is 2xx; any other stops the bench, naming what was asked. */
export function expectOk(response: Response, what: string): Response {
  if (!response.ok) throw new Error(`${what}: answered ${response.status}`);
  return response;
}

/** An autocannon run that must be answered throughout; its req/s and latencies. */
export async function loadRun(options: autocannon.Options, what: string) {
  const result = await autocannon(options);
  expectAnswered(result, what);
  return {
    result,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
