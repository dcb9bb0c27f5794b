import { describe, expect, it } from 'vitest';
import { readFixtureText } from '#replay/server/fixtures';
import { codechefResults } from './handles';
import { ratingHistorySchema } from './handles-schema';
import { readUserPage } from './profile-page';
import { CODECHEF_PROFILE_FILE } from '#replay/platforms/codechef/replay-handles';

const page = () => readFixtureText(CODECHEF_PROFILE_FILE);

describe("CodeChef's user page", () => {
  it('gives the Name of the recorded page, and knows it for a user page', () => {
    expect(readUserPage(page())?.name).toBe('arghya');
  });

  it('reads the heading as text, and only the one of the user block', () => {
    const html =
      '<h1>ct-aaaaaaaa</h1><div class="user-details-container plr10"><h1 class="h2-style"> A&amp;B <b>ct-x</b></h1>';
    expect(readUserPage(html)?.name).toBe('A&B ct-x');
    const cut = readUserPage('<div class="user-details-container"><h1>never closed');
    expect(cut).toBeDefined();
    expect(cut?.name).toBeUndefined();
    expect(readUserPage('<html><title>CodeChef</title></html>')).toBeUndefined();
  });

  it('has no history on a page without the chart', () => {
    const page = readUserPage(
      '<div class="user-details-container"></div><script>var x = [1];</script>',
    );
    expect(page).toBeDefined();
    expect(page?.ratingHistory).toBeUndefined();
  });
});

describe("CodeChef's rating history", () => {
  it('keeps each rated contest against the rating before it, field by field', () => {
    const { rows } = ratingHistorySchema.parse(
      JSON.parse(readUserPage(page())?.ratingHistory ?? ''),
    );
    expect(rows).toHaveLength(17);
    const results = codechefResults(rows);
    // The first entry's starting rating is not on the page: left out.
    expect(results).toHaveLength(16);
    expect(results[0]).toEqual({
      externalContestId: 'START178',
      rank: 18492,
      oldRating: 1222,
      newRating: 1174,
      at: new Date('2025-03-19T16:45:06Z'),
    });
    // A penalised round keeps the rating the page shows; division B's letter goes too.
    expect(results.find((r) => r.externalContestId === 'START186')).toMatchObject({
      oldRating: 1373,
      newRating: 1116,
      rank: 13577,
    });
    expect(results.at(-1)).toMatchObject({ externalContestId: 'START221', newRating: 1723 });
  });

  it('skips an entry with an impossible date instead of failing on it later', () => {
    const { rows } = ratingHistorySchema.parse(
      JSON.parse(readUserPage(page())?.ratingHistory ?? ''),
    );
    const [, second, third] = rows;
    if (!second || !third) throw new Error('short history');
    const read = ratingHistorySchema.parse([
      ...rows.slice(0, 2),
      { ...third, end_date: '2025-13-45 22:00:06' },
      { ...third, end_date: '2025-02-30 22:00:06' },
      { ...third, end_date: '9999-03-12 22:00:06' },
    ]);
    expect(read.malformed).toBe(3);
    const results = codechefResults(read.rows);
    expect(results.map((r) => Number.isFinite(r.at.getTime()))).toEqual([true]);
  });
});
