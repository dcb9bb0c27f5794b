import { describe, expect, it } from 'vitest';
import type { NormalizedContest } from '#server/domain/contest';
import { collectPages } from './collect-pages';

const contest = (externalId: string, title = externalId): NormalizedContest => ({
  platform: 'dmoj',
  externalId,
  title,
  url: `https://dmoj.ca/contest/${externalId}`,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  durationMinutes: 60,
});

/** Pages as a platform would serve them; records which were asked. */
function pages(served: { ids: string[]; malformed?: number; last?: boolean }[]) {
  const asked: number[] = [];
  const readPage = (page: number) => {
    asked.push(page);
    const at = served[page - 1] ?? { ids: [] };
    return Promise.resolve({
      contests: at.ids.map((id) => contest(id, `${id} of page ${page}`)),
      malformed: at.malformed ?? 0,
      last: at.last,
    });
  };
  return { asked, readPage };
}

describe('collectPages', () => {
  it('reads until the page the platform calls the last, adding up the dropped rows', async () => {
    const { asked, readPage } = pages([
      { ids: ['a', 'b'], malformed: 1 },
      { ids: ['c'], malformed: 2, last: true },
      { ids: ['d'] },
    ]);
    const read = await collectPages(10, readPage);
    expect(asked).toEqual([1, 2]);
    expect(read.contests.map((row) => row.externalId)).toEqual(['a', 'b', 'c']);
    expect(read.malformed).toBe(3);
  });

  it('stops at a page with nothing new, and a contest listed twice keeps its first row', async () => {
    const { asked, readPage } = pages([
      { ids: ['up', 'a'] },
      { ids: ['up', 'b'] },
      { ids: ['up'] },
    ]);
    const read = await collectPages(10, readPage);
    expect(asked).toEqual([1, 2, 3]);
    expect(read.contests.map((row) => row.title)).toEqual([
      'up of page 1',
      'a of page 1',
      'b of page 2',
    ]);
  });

  it('asks no more than its pages', async () => {
    const { asked, readPage } = pages([{ ids: ['a'] }, { ids: ['b'] }, { ids: ['c'] }]);
    expect((await collectPages(2, readPage)).contests).toHaveLength(2);
    expect(asked).toEqual([1, 2]);
  });
});
