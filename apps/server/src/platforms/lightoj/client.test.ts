import { describe, expect, it } from 'vitest';
import { adapterHttp as http, upstreamFixture, useUpstreamStub } from '../../../test/upstream-stub';
import { createLightojAdapter, LIGHTOJ_MAX_UPCOMING_PAGES } from './client';

const serve = useUpstreamStub();

const CURRENT = 'contests_currentOrUpcoming_page1__2025-06__reconstructed.json';
const PAST = 'contests_past_page1__2025-06__reconstructed.json';
const fixture = (url: string) =>
  upstreamFixture('lightoj', url.includes('contestType=past') ? PAST : CURRENT);

/** The running-and-upcoming list claiming `lastPage` pages, each holding one contest of its own. */
const pageOf = (url: string, lastPage: number) => {
  if (url.includes('contestType=past')) return upstreamFixture('lightoj', PAST);
  const index = Number(new URL(url, 'http://x').searchParams.get('page'));
  const body = JSON.parse(upstreamFixture('lightoj', CURRENT)) as {
    data: { contests: { lastPage: number; data: { contestId: number }[] } };
  };
  const [first] = body.data.contests.data;
  body.data.contests = { lastPage, data: first ? [{ ...first, contestId: 100 + index }] : [] };
  return JSON.stringify(body);
};

describe('createLightojAdapter', () => {
  it('asks for the running and upcoming contests, then the newest past page, and merges them', async () => {
    const { base, seen } = await serve(200, fixture);
    const { contests, malformed } = await createLightojAdapter({
      baseUrl: `${base}/`,
      http,
    }).fetchContests(new AbortController().signal);
    expect(seen.map((r) => r.url)).toEqual([
      '/api/v1/contests?page=1&contestType=currentOrUpcoming',
      '/api/v1/contests?page=1&contestType=past',
    ]);
    expect(contests.map((c) => c.externalId)).toEqual(['2041', '2044', '2047', '2039', '2038']);
    expect(malformed).toBe(0);
  });

  it('reads every running-and-upcoming page, within a polite sweep, and one past page', async () => {
    const three = await serve(200, (url) => pageOf(url, 3));
    const { contests } = await createLightojAdapter({ baseUrl: three.base, http }).fetchContests(
      new AbortController().signal,
    );
    expect(three.seen.map((r) => r.url)).toEqual([
      '/api/v1/contests?page=1&contestType=currentOrUpcoming',
      '/api/v1/contests?page=2&contestType=currentOrUpcoming',
      '/api/v1/contests?page=3&contestType=currentOrUpcoming',
      '/api/v1/contests?page=1&contestType=past',
    ]);
    expect(contests.map((c) => c.externalId).slice(0, 3)).toEqual(['101', '102', '103']);

    const endless = await serve(200, (url) => pageOf(url, 400));
    await createLightojAdapter({ baseUrl: endless.base, http }).fetchContests(
      new AbortController().signal,
    );
    expect(endless.seen).toHaveLength(LIGHTOJ_MAX_UPCOMING_PAGES + 1);
  });
});
