import { readFileSync } from 'node:fs';
import type { ApiContest } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import {
  clistContestSchema,
  clistNumericId,
  clistV1ContestSchema,
  toClistContest,
  toClistV1Contest,
} from './clist-contest';
import { clistResourceOf, platformOfClistHost, platformOfClistId } from './clist-resources';

const recorded = (file: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/upstream/clist/${file}`, import.meta.url), 'utf8'),
  );

const starters: ApiContest = {
  id: 'codechef-START151',
  platform: 'codechef',
  platformName: 'CodeChef',
  title: 'Starters 151',
  url: 'https://www.codechef.com/START151',
  startsAt: '2024-09-11T14:30:00.000Z',
  endsAt: '2024-09-11T16:30:00.000Z',
  durationSeconds: 7200,
  status: 'upcoming',
};
const codechef = { id: 2, host: 'codechef.com' };

describe('a contest in clist’s words', () => {
  it('matches a v4 object field for field, times UTC without a zone', () => {
    const page = recorded('contest-v4__reconstructed.json') as { objects: unknown[] };
    const theirs = clistContestSchema.parse(page.objects[0]);
    const ours = toClistContest(starters, codechef);
    expect(ours).toEqual({ ...theirs, id: ours.id });
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
  });

  it('gives v1 the resource as { id, name }, as recorded v1 answers have it', () => {
    const theirs = clistV1ContestSchema.array().parse(recorded('contest-v1__hackathon-tom.json'));
    const ours = toClistV1Contest(starters, codechef);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs[0] ?? {}).sort());
    expect(ours.resource).toEqual({ id: 2, name: 'codechef.com' });
    expect(ours.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('numbers a contest the same way every time, and two contests apart', () => {
    expect(clistNumericId('codechef-START151')).toBe(clistNumericId('codechef-START151'));
    expect(clistNumericId('codechef-START151')).not.toBe(clistNumericId('codechef-START152'));
    expect(Number.isSafeInteger(clistNumericId('codechef-START151'))).toBe(true);
  });
});

describe('clist’s resources', () => {
  it('uses the ids recorded clist answers show for our platforms', () => {
    // Each pair as clist answered it (fixtures/upstream/PROVENANCE.md, "clist").
    const v1 = clistV1ContestSchema.array().parse(recorded('contest-v1__hackathon-tom.json'));
    for (const contest of v1) {
      const platform = platformOfClistHost(contest.resource.name);
      expect(platform && clistResourceOf(platform)).toEqual({
        id: contest.resource.id,
        host: contest.resource.name,
      });
    }
    expect(platformOfClistId(93)).toBe('atcoder');
    expect(platformOfClistId(102)).toBe('leetcode');
    expect(platformOfClistHost('codeforces.com/gyms')).toBe('cfgym');
  });

  it('offers no resource for a platform whose clist id no recorded answer shows', () => {
    expect(clistResourceOf('dmoj')).toBeUndefined();
    expect(clistResourceOf('geeksforgeeks')).toBeUndefined();
  });
});
