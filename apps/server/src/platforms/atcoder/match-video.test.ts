import { describe, expect, it } from 'vitest';
import { matchAtcoderVideo } from './match-video';

const contests = ['abc400', 'abc040', 'abc399', 'arc190', 'agc070'].map((id) => ({
  externalId: id,
  title: id,
}));

describe('matchAtcoderVideo (keyed on AtCoder contest ids until AtCoder is a platform here)', () => {
  it.each([
    ['AtCoder Beginner Contest 400 | A to F', ['abc400']],
    ['ABC 400 | Problem E', ['abc400']],
    ['ABC400 D - Takahashi the Wall Breaker', ['abc400']],
    ['AtCoder Beginner Contest 40', ['abc040']],
    ['ARC 190 B', ['arc190']],
    ['AtCoder Grand Contest 070 | A', ['agc070']],
  ])('%s → exact', (title, ids) => {
    expect(matchAtcoderVideo({ title, description: '' }, contests)).toEqual({
      kind: 'exact',
      externalIds: ids,
    });
  });

  it.each([
    ['ABC 401 | A-F', 'queue'],
    ['ABC 399 and ABC 400 | both', 'queue'],
    ['Codeforces Round 926 (Div. 2)', 'none'],
    ['ABC of dynamic programming', 'none'],
  ])('%s → %s', (title, kind) => {
    expect(matchAtcoderVideo({ title, description: '' }, contests).kind).toBe(kind);
  });

  it('an atcoder.jp/contests link counts', () => {
    expect(
      matchAtcoderVideo(
        { title: 'E explained', description: 'https://atcoder.jp/contests/abc399/tasks/abc399_e' },
        contests,
      ),
    ).toEqual({ kind: 'exact', externalIds: ['abc399'] });
  });
});
