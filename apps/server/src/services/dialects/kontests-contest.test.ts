import { readFileSync } from 'node:fs';
import type { ApiContest } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { kontestsContestSchema, toKontestsContest } from './kontests-contest';
import { kontestsSite, platformOfKontestsKey } from './kontests-sites';
import { kontestsSites, kontestsSitesSchema } from './kontests-answers';

const recorded = (file: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/upstream/kontests/${file}`, import.meta.url), 'utf8'),
  );

const NOW = new Date('2026-11-05T09:00:00.000Z');
const round: ApiContest = {
  id: 'codeforces-2100',
  platform: 'codeforces',
  platformName: 'Codeforces',
  title: 'Codeforces Round 1000 (Div. 2)',
  url: 'https://codeforces.com/contest/2100',
  startsAt: '2026-11-06T08:35:00.000Z',
  endsAt: '2026-11-06T10:50:00.000Z',
  durationSeconds: 8100,
  status: 'upcoming',
};

describe('a contest in kontests’ words', () => {
  it('has exactly the fields and formats of a recorded kontests contest', () => {
    const [sample] = kontestsContestSchema
      .array()
      .parse(recorded('codeforces__reconstructed.json'));
    const ours = toKontestsContest(round, NOW, { withSite: false });
    expect(Object.keys(ours).sort()).toEqual(Object.keys(sample ?? {}).sort());
    expect(ours).toEqual({
      name: 'Codeforces Round 1000 (Div. 2)',
      url: 'https://codeforces.com/contest/2100',
      start_time: '2026-11-06T08:35:00.000Z',
      end_time: '2026-11-06T10:50:00.000Z',
      duration: '8100',
      in_24_hours: 'Yes',
      status: 'BEFORE',
    });
  });

  it('says Yes for in_24_hours up to 24 hours ahead, No past that and while running', () => {
    const at = (startsAt: string, status: ApiContest['status']) =>
      toKontestsContest({ ...round, startsAt, status }, NOW, { withSite: false });
    expect(at('2026-11-06T09:00:00.000Z', 'upcoming').in_24_hours).toBe('Yes');
    expect(at('2026-11-06T09:00:00.001Z', 'upcoming').in_24_hours).toBe('No');
    expect(at('2026-11-05T08:00:00.000Z', 'running')).toMatchObject({
      in_24_hours: 'No',
      status: 'CODING',
    });
  });

  it('names the site as kontests did in /all, ours by display name', () => {
    const site = (contest: Partial<ApiContest>) =>
      toKontestsContest({ ...round, ...contest }, NOW, { withSite: true }).site;
    expect(site({})).toBe('CodeForces');
    expect(site({ platform: 'codechef' })).toBe('CodeChef');
    expect(site({ platform: 'cfgym' })).toBe('CodeForces::Gym');
    expect(site({ platform: 'dmoj', platformName: 'DMOJ' })).toBe('DMOJ');
  });
});

describe('kontests’ sites', () => {
  it('keeps kontests’ own keys, names and home pages for the sites it had', () => {
    const theirs = kontestsSitesSchema.parse(recorded('sites__reconstructed.json'));
    const ours = kontestsSites([
      'codeforces',
      'cfgym',
      'atcoder',
      'codechef',
      'hackerrank',
      'hackerearth',
      'leetcode',
    ]);
    for (const site of ours) expect(theirs).toContainEqual(site);
  });

  it('gives our other platforms their own id as the key', () => {
    expect(kontestsSite('geeksforgeeks')).toEqual({
      name: 'GeeksforGeeks',
      key: 'geeksforgeeks',
      url: 'https://www.geeksforgeeks.org',
    });
  });

  it('finds a served platform by its key, and nothing for an unserved or unknown one', () => {
    expect(platformOfKontestsKey('code_chef', ['codechef', 'leetcode'])).toBe('codechef');
    expect(platformOfKontestsKey('leet_code', ['codechef'])).toBeUndefined();
    expect(platformOfKontestsKey('top_coder', ['codechef'])).toBeUndefined();
  });
});
