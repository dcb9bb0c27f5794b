import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, startEarlyGet } from './api-client';
import { keepEarly, takeEarly } from './early-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early requests', () => {
  it('hands a request to the first taker only', () => {
    const response = Promise.resolve(json({}));
    keepEarly('/a', response, 1_000);
    expect(takeEarly('/a', 1_000)).toBe(response);
    expect(takeEarly('/a', 1_000)).toBeUndefined();
    expect(takeEarly('/b', 1_000)).toBeUndefined();
  });

  it('drops a request nobody took within ten seconds', () => {
    keepEarly('/old', Promise.resolve(json({})), 1_000);
    expect(takeEarly('/old', 11_001)).toBeUndefined();
  });

  it('lets apiGet answer from the early request instead of fetching again', async () => {
    const fetch = vi.fn((path: string) => Promise.resolve(json({ path })));
    vi.stubGlobal('fetch', fetch);
    startEarlyGet('/contests/upcomming_contest');
    const first = await apiGet('/contests/upcomming_contest', { fallbackMessage: 'x' });
    expect(first).toEqual({ path: '/contests/upcomming_contest' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A later ask (a refresh, a retry) goes to the network.
    await apiGet('/contests/upcomming_contest', { fallbackMessage: 'x' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports an early request's failure to its taker, as a failed fetch", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    startEarlyGet('/api/config');
    await expect(apiGet('/api/config', { fallbackMessage: 'Failed to load' })).rejects.toThrow(
      'Failed to load',
    );
  });
});
