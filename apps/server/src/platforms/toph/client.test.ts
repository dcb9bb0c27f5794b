import { describe, expect, it } from 'vitest';
import { adapterHttp as http, upstreamFixture, useUpstreamStub } from '../../../test/upstream-stub';
import { createTophAdapter, TOPH_MAX_CONTESTS } from './client';

const serve = useUpstreamStub();

/** The recorded pages by path; a contest page not recorded says nothing of its time. */
const answer = (url: string) => {
  const slug = /^\/c\/([^/]+)$/.exec(url)?.[1];
  if (url === '/contests') {
    return upstreamFixture('toph', 'contests_page__2025-03-15__reconstructed.html');
  }
  return slug === 'criterion-2025-round-3' || slug === 'bdoi-2025-practice'
    ? upstreamFixture('toph', `c_${slug}__2025-03-15__reconstructed.html`)
    : '<html><body><h1>Contest</h1></body></html>';
};

describe('createTophAdapter', () => {
  it('reads the contests page, then each listed contest’s own page', async () => {
    const { base, seen } = await serve(200, answer);
    const { contests, malformed } = await createTophAdapter({
      baseUrl: `${base}/`,
      http,
    }).fetchContests(new AbortController().signal);
    expect(seen.map((r) => r.url)).toEqual([
      '/contests',
      '/c/cseduic-battle-of-brains-2025',
      '/c/criterion-2025-round-3',
      '/c/bdoi-2025-practice',
      '/c/inter-university-iiuc-tech-fest-2025',
    ]);
    expect(contests.map((c) => c.externalId)).toEqual([
      'criterion-2025-round-3',
      'bdoi-2025-practice',
    ]);
    // The two pages without the sentence are counted, not guessed.
    expect(malformed).toBe(2);
  });

  it('asks for at most a polite number of contest pages', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `<a href="/c/c-${i}">Contest ${i}</a>`);
    const { base, seen } = await serve(200, (url) =>
      url === '/contests' ? `<html><body>${many.join('')}</body></html>` : answer(url),
    );
    await createTophAdapter({ baseUrl: base, http }).fetchContests(new AbortController().signal);
    expect(seen).toHaveLength(1 + TOPH_MAX_CONTESTS);
  });
});
