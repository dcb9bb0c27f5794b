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
});
