import { describe, expect, it } from 'vitest';
import { readFixtureJson, readFixtureText } from '#replay/server/fixtures';
import { atcoderResults } from './handles';
import { historyBodySchema } from './handles-schema';
import { affiliationOf } from './profile-field';
import { ATCODER_PROFILE_FILE } from '#replay/platforms/atcoder/replay-handles';

const history = () =>
  historyBodySchema.parse(
    readFixtureJson('atcoder/users_history_json__2020-12-04__key-moon-ac-predictor.json'),
  ).rows;

describe("AtCoder's user page", () => {
  it('gives the Affiliation of the recorded page', () => {
    expect(affiliationOf(readFixtureText(ATCODER_PROFILE_FILE))).toBe('ITMO University');
  });

  it('reads the cell as text: tags dropped, entities decoded', () => {
    const page =
      '<tr><th class="no-break">Affiliation</th><td class="break-all"> <b>A&amp;B</b> ct-x </td></tr>';
    expect(affiliationOf(page)).toBe('A&B ct-x');
  });

  it('has no Affiliation on a page without the row, or with the cell never closed', () => {
    expect(affiliationOf('<table><tr><th>Rating</th><td>747</td></tr></table>')).toBeUndefined();
    expect(affiliationOf('<th class="no-break">Affiliation</th><td>ct-abc')).toBeUndefined();
    expect(affiliationOf('<th class="no-break">Affiliation</th>')).toBeUndefined();
  });

  it('does not let markup elsewhere stand for the cell', () => {
    // The code in another row (a Twitter ID) is not the Affiliation.
    const page =
      '<tr><th>Twitter ID</th><td>ct-aaaaaaaa</td></tr><tr><th class="no-break">Affiliation</th><td>Uni</td></tr>';
    expect(affiliationOf(page)).toBe('Uni');
  });
});

describe("AtCoder's rating history", () => {
  it('keeps the rated contests, field by field, in the recorded order', () => {
    const rows = history();
    const results = atcoderResults(rows);
    expect(rows).toHaveLength(51);
    expect(results).toHaveLength(rows.filter((r) => r.IsRated).length);
    expect(results[0]).toEqual({
      externalContestId: 'agc004',
      rank: 2,
      oldRating: 0,
      newRating: 2720,
      at: new Date('2016-09-04T13:50:00Z'),
    });
    // A rating that went down, the end time from JST.
    expect(results.find((r) => r.externalContestId === 'agc036')).toEqual({
      externalContestId: 'agc036',
      rank: 9,
      oldRating: 4089,
      newRating: 4049,
      at: new Date('2019-07-21T14:40:00Z'),
    });
  });

  it('leaves out unrated contests and ids of another shape', () => {
    const [first] = history();
    if (!first) throw new Error('empty history');
    const rows = [
      { ...first, IsRated: false },
      { ...first, ContestScreenName: 'abc1&#13;.contest.atcoder.jp' },
      { ...first, ContestScreenName: 'https://evil.example/abc140' },
      { ...first, ContestScreenName: 'abc140.contest.atcoder.jp' },
    ];
    expect(atcoderResults(rows).map((r) => r.externalContestId)).toEqual(['abc140']);
  });

  it('skips a row of another shape or with an impossible time; refuses a body not a list', () => {
    const [first] = history();
    if (!first) throw new Error('empty history');
    const read = historyBodySchema.parse([
      { IsRated: true, Place: '1' },
      { ...first, EndTime: '+275760-09-13T00:00:00+09:00' },
      { ...first, EndTime: '2400-01-01T00:00:00+09:00' },
      first,
    ]);
    expect(read).toEqual({ rows: [first], malformed: 3 });
    expect(historyBodySchema.safeParse({ IsRated: true }).success).toBe(false);
  });
});
