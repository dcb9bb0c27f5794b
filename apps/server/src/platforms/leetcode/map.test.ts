import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicContestId, type NormalizedContest } from '#server/domain/contest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { mapLeetcodeContest, mapLeetcodeContests, parseLeetcodeBody, slugFromTitle } from './map';
import { leetcodeContestItemSchema } from './schema';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/upstream/leetcode/${name}`, import.meta.url), 'utf8'),
  );

const ALL = 'graphql_allContests__2018-07__Alston-Tang-LeetcodeSync.json';
const TOP_TWO = 'graphql_topTwoContests__2022-08-26__ravibabuvadde-competeapi.json';

const all = mapLeetcodeContests(parseLeetcodeBody(fixture(ALL)));

function find(slug: string): NormalizedContest {
  const found = all.find((contest) => contest.externalId === slug);
  if (!found) throw new Error(`contest ${slug} not mapped`);
  return found;
}

function thrown(run: () => unknown): UpstreamError {
  try {
    run();
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

/** A deep copy of the 2018 body whose first contest is changed, for cases no sample shows. */
function allWithFirst(change: (item: Record<string, unknown>) => void): unknown {
  const body = structuredClone(fixture(ALL)) as {
    data: { allContests: Record<string, unknown>[] };
  };
  const first = body.data.allContests[0];
  if (!first) throw new Error('empty sample');
  change(first);
  return body;
}

describe('LeetCode allContests (2018-07, 97 contests)', () => {
  it('maps every contest with a distinct public id', () => {
    expect(all).toHaveLength(97);
    const ids = new Set(all.map((c) => publicContestId(c.platform, c.externalId)));
    expect(ids.size).toBe(97);
    expect(ids).toContain('leetcode-weekly-contest-91');
  });

  it('maps the newest contest from unix seconds and seconds of duration', () => {
    expect(all[0]).toEqual({
      platform: 'leetcode',
      externalId: 'weekly-contest-91',
      title: 'Weekly Contest 91',
      url: 'https://leetcode.com/contest/weekly-contest-91',
      startsAt: new Date('2018-07-01T01:30:00.000Z'),
      durationMinutes: 90,
    });
    expect(find('weekly-contest-90').startsAt.toISOString()).toBe('2018-06-24T01:30:00.000Z');
    expect(find('leetcode-weekly-contest-3').startsAt.toISOString()).toBe(
      '2016-09-04T12:00:00.000Z',
    );
  });

  it('keys on titleSlug, which for old contests is not derived from the title', () => {
    expect(find('leetcode-weekly-contest-57').title).toBe('Weekly Contest 57');
    expect(find('weekly-contest-by-app-academy').title).toBe('Weekly Contest 62');
    expect(find('weekly-contest-by-app-academy').url).toBe(
      'https://leetcode.com/contest/weekly-contest-by-app-academy',
    );
    expect(all.map((c) => c.externalId)).not.toContain('weekly-contest-62');
  });

  it('keeps the titles that are not "Weekly Contest N"', () => {
    expect(find('leetcode-weekly-contest-16a').title).toBe('Weekly Contest 16A');
    expect(find('leetcode-weekly-contest-18b').title).toBe('Weekly Contest 18B');
    expect(find('smarking-algorithm-contest').title).toBe('Smarking Algorithm Contest');
    expect(find('smarking-algorithm-contest-2').startsAt.toISOString()).toBe(
      '2016-10-30T01:30:00.000Z',
    );
  });

  it('turns every recorded duration into minutes', () => {
    expect(find('warm-up-contest').durationMinutes).toBe(1_440); // 86,400 s
    expect(find('warm-up-contest').startsAt.toISOString()).toBe('2016-08-21T00:00:00.000Z');
    expect(find('leetcode-weekly-contest-10').durationMinutes).toBe(150); // 9,000 s
    expect(find('leetcode-weekly-contest-14').durationMinutes).toBe(120); // 7,200 s
    expect(find('weekly-contest-58').durationMinutes).toBe(110); // 6,600 s
    expect(find('leetcode-weekly-contest-23').durationMinutes).toBe(105); // 6,300 s
    expect(find('leetcode-weekly-contest-19').durationMinutes).toBe(100); // 6,000 s
  });

  it('tolerates null company and cardImg, HTML descriptions and the extra brightTitle', () => {
    // Weekly Contest 19 has company and cardImg null; Weekly Contest 70 has both set.
    expect(find('leetcode-weekly-contest-19').startsAt.toISOString()).toBe(
      '2017-02-12T02:30:00.000Z',
    );
    expect(find('weekly-contest-70').startsAt.toISOString()).toBe('2018-02-04T02:30:00.000Z');
    expect(find('weekly-contest-by-app-academy').startsAt.toISOString()).toBe(
      '2017-12-10T02:30:00.000Z',
    );
  });

  it('rounds a duration that is not a whole minute', () => {
    const odd = allWithFirst((item) => {
      item.duration = 5_430;
    });
    expect(mapLeetcodeContests(parseLeetcodeBody(odd))[0]?.durationMinutes).toBe(91);
  });

  it('skips and counts a contest without its slug, keeping the 96 others', () => {
    const broken = allWithFirst((item) => {
      delete item.titleSlug;
    });
    const { allContests } = parseLeetcodeBody(broken).data;
    expect(allContests.malformed).toBe(1);
    expect(mapLeetcodeContests(parseLeetcodeBody(broken))).toHaveLength(96);
  });

  it('refuses an envelope of another shape, naming the field', () => {
    const error = thrown(() => parseLeetcodeBody({ data: { allContests: null } }));
    expect(error.kind).toBe('unexpected_shape');
    expect(error.message).toMatch(/^leetcode: data\.allContests: /);
  });
});

describe('LeetCode topTwoContests (2022-08-26), through the item mapper', () => {
  const sample = z
    .object({ data: z.object({ topTwoContests: z.array(leetcodeContestItemSchema) }) })
    .parse(fixture(TOP_TWO));
  const [weekly, biweekly] = sample.data.topTwoContests.map(mapLeetcodeContest);

  it('derives the slug from the title when the query did not ask for titleSlug', () => {
    expect(weekly).toEqual({
      platform: 'leetcode',
      externalId: 'weekly-contest-308',
      title: 'Weekly Contest 308',
      url: 'https://leetcode.com/contest/weekly-contest-308',
      startsAt: new Date('2022-08-28T02:30:00.000Z'),
      durationMinutes: 90,
    });
    expect(biweekly && publicContestId(biweekly.platform, biweekly.externalId)).toBe(
      'leetcode-biweekly-contest-86',
    );
    expect(biweekly?.startsAt.toISOString()).toBe('2022-09-03T14:30:00.000Z');
    expect(biweekly?.durationMinutes).toBe(90);
  });

  it('derives the same slug LeetCode uses in the recorded card image URL', () => {
    const cards = z
      .object({
        data: z.object({ topTwoContests: z.array(z.object({ cardImg: z.string().nullable() })) }),
      })
      .parse(fixture(TOP_TWO));
    expect(cards.data.topTwoContests[0]?.cardImg).toBeNull();
    expect(cards.data.topTwoContests[1]?.cardImg).toContain(
      `/contest/${biweekly?.externalId ?? '?'}/card_img_`,
    );
  });

  it('is not a valid allContests body', () => {
    const error = thrown(() => parseLeetcodeBody(fixture(TOP_TWO)));
    expect(error.kind).toBe('unexpected_shape');
    expect(error.message).toMatch(/^leetcode: data\.allContests: /);
  });
});

describe('slugFromTitle and failures', () => {
  it('lowercases, joins runs of other characters with one dash and trims dashes', () => {
    expect(slugFromTitle('Weekly Contest 308')).toBe('weekly-contest-308');
    expect(slugFromTitle('  Weekly  Contest 16A!')).toBe('weekly-contest-16a');
    expect(slugFromTitle('Smarking Algorithm Contest 2')).toBe('smarking-algorithm-contest-2');
  });

  it('refuses an item whose title gives no slug', () => {
    const error = thrown(() => mapLeetcodeContest({ title: '???', startTime: 0, duration: 0 }));
    expect(error.kind).toBe('unexpected_shape');
  });

  it('turns a GraphQL errors body into upstream_failed', () => {
    const body = { errors: [{ message: 'Cannot query field "allContest" on type "Query".' }] };
    const error = thrown(() => parseLeetcodeBody(body));
    expect(error.kind).toBe('upstream_failed');
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('leetcode: Cannot query field "allContest" on type "Query".');
  });
});
