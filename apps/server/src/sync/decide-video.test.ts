import { describe, expect, it } from 'vitest';
import type { MatchableContest } from '#server/db/solution-videos-repository';
import { decideVideo } from './decide-video';

const NOW = new Date('2026-03-01T12:00:00Z');

function contest(id: string, more: Partial<MatchableContest> = {}): MatchableContest {
  return {
    id,
    platform: 'codeforces',
    externalId: id.replace(/^codeforces-/, ''),
    title: id,
    endsAt: new Date('2026-02-20T12:00:00Z'),
    hasSolution: false,
    ...more,
  };
}

const byId = (...rows: MatchableContest[]) => new Map(rows.map((row) => [row.id, row]));

describe('decideVideo', () => {
  it('attaches only to the matched contests that have no link yet', () => {
    const contests = byId(contest('codeforces-1', { hasSolution: true }), contest('codeforces-2'));
    const decision = decideVideo(
      { kind: 'exact', contestIds: ['codeforces-1', 'codeforces-2'] },
      contests,
      NOW,
    );
    expect(decision).toMatchObject({ status: 'attached', attach: ['codeforces-2'] });
  });

  it('skips a video whose every contest has a link (an admin’s or another video’s)', () => {
    const contests = byId(contest('codeforces-1', { hasSolution: true }));
    expect(decideVideo({ kind: 'exact', contestIds: ['codeforces-1'] }, contests, NOW)).toEqual({
      status: 'skipped',
      candidates: ['codeforces-1'],
      reason: 'the contest already has a solution link',
      attach: [],
    });
  });

  it('queues a match whose contest has not ended', () => {
    const contests = byId(contest('codeforces-1', { endsAt: new Date('2026-03-01T13:00:00Z') }));
    expect(
      decideVideo({ kind: 'exact', contestIds: ['codeforces-1'] }, contests, NOW),
    ).toMatchObject({ status: 'pending', attach: [] });
  });

  describe('a video naming several divisions', () => {
    const TITLE = 'Codeforces Round 905 | Div 1, Div 2 and Div 3';
    const round = (solved: string[]) =>
      byId(
        ...[
          ['codeforces-1887', 'Codeforces Round 905 (Div. 1)'],
          ['codeforces-1888', 'Codeforces Round 905 (Div. 2)'],
          ['codeforces-1883', 'Codeforces Round 905 (Div. 3)'],
        ].map(([id = '', title = '']) => contest(id, { title, hasSolution: solved.includes(id) })),
      );
    const queued = {
      kind: 'queue' as const,
      candidates: ['codeforces-1887', 'codeforces-1888', 'codeforces-1883'],
      reason: 'could be several rounds',
    };

    it('waits for the divisions still without a link', () => {
      expect(decideVideo(queued, round(['codeforces-1888']), NOW, TITLE)).toEqual({
        status: 'pending',
        candidates: ['codeforces-1887', 'codeforces-1883'],
        reason: 'names several divisions: attach it to each',
        attach: [],
      });
    });

    it('leaves the queue once each has one', () => {
      const all = ['codeforces-1887', 'codeforces-1888', 'codeforces-1883'];
      expect(decideVideo(queued, round(all), NOW, TITLE)).toMatchObject({ status: 'skipped' });
    });

    it('stays an ordinary doubt when the rounds are not listed yet', () => {
      const unknown = {
        kind: 'queue' as const,
        candidates: [],
        reason: 'names a round we do not have yet',
      };
      expect(decideVideo(unknown, round([]), NOW, TITLE)).toMatchObject({
        status: 'pending',
        reason: 'names a round we do not have yet',
      });
    });
  });
});
