import { describe, expect, it } from 'vitest';
import { matchSolutionVideo } from './match-video';
import type { KnownContest } from './video-match';

// Real contest names as the platforms list them (Codeforces contest.list of 2024-02-17, LeetCode
// slugs, CodeChef codes incl. the division variants Starters had until 2023).
const codeforces: KnownContest[] = [
  [1929, 'Codeforces Round 926 (Div. 2)'],
  [1931, 'Codeforces Round 925 (Div. 3)'],
  [1928, 'Codeforces Round 924 (Div. 2)'],
  [1924, 'Codeforces Round 921 (Div. 1)'],
  [1925, 'Codeforces Round 921 (Div. 2)'],
  [1923, 'Educational Codeforces Round 162 (Rated for Div. 2)'],
  [1922, 'Educational Codeforces Round 161 (Rated for Div. 2)'],
  [1930, 'think-cell Round 1'],
  [1919, 'Hello 2024'],
  [1916, 'Good Bye 2023'],
  [1909, 'Pinely Round 3 (Div. 1 + Div. 2)'],
  [1910, 'Kotlin Heroes: Episode 9 (Unrated, T-Shirts + Prizes!)'],
  [1911, 'Kotlin Heroes: Practice 9 (release 2)'],
  [1896, 'CodeTON Round 7 (Div. 1 + Div. 2, Rated, Prizes!)'],
  [1887, 'Codeforces Round 905 (Div. 1)'],
  [1888, 'Codeforces Round 905 (Div. 2)'],
  [1883, 'Codeforces Round 905 (Div. 3)'],
  [1876, 'Codeforces Round 902 (Div. 1, based on COMPFEST 15 - Final Round)'],
  [1877, 'Codeforces Round 902 (Div. 2, based on COMPFEST 15 - Final Round)'],
  [1934, 'Codeforces Round 931 (Div. 2)'],
  [1951, 'Codeforces Global Round 25'],
  [1943, 'Codeforces Round 934 (Div. 1)'],
  [1944, 'Codeforces Round 934 (Div. 2)'],
  [1942, 'CodeTON Round 8 (Div. 1 + Div. 2, Rated, Prizes!)'],
  [177, 'Codeforces Round #92 (Div. 2 Only)'],
  [1933, 'Codeforces Round (Div. 3)'],
].map(([id, title]) => ({ externalId: String(id), title: String(title) }));

const leetcode: KnownContest[] = [
  'weekly-contest-391',
  'weekly-contest-39',
  'biweekly-contest-127',
  'weekly-contest-127',
  'biweekly-contest-39',
].map((slug) => ({ externalId: slug, title: slug }));

const codechef: KnownContest[] = [
  'START178',
  'START177',
  'START17',
  'START1',
  'START86',
  'START86A',
  'START86B',
  'START86C',
  'START86D',
].map((code) => ({ externalId: code, title: code }));

const contests = { codeforces, leetcode, codechef };

// A contest id or ids (exact), or 'queue' or 'none'.
type Expected = string | string[];

// [title, expected]: a contest id (exact), 'queue' (an admin decides) or 'none'.
const TITLES: [string, Expected][] = [
  // Codeforces: numbered rounds, with or without '#', divisions told apart.
  ['Codeforces Round 926 (Div. 2) | Video Solutions - A to D | TLE Eliminators', 'codeforces-1929'],
  ['Codeforces Round #926 (Div. 2) Problem C Sasha and the Casino', 'codeforces-1929'],
  ['Codeforces Round #926 Div 2 | A B C D Solutions', 'codeforces-1929'],
  ['CF Round 926 Div.2 - C. Sasha and the Casino', 'codeforces-1929'],
  ['Codeforces Round 92 (Div. 2) - Problem A', 'codeforces-177'],
  ['Codeforces Round 9260 Div. 2', 'queue'],
  ['Codeforces Round 921 (Div. 1) | Problems A-C', 'codeforces-1924'],
  ['Codeforces Round 921 (Div. 2) | Problems A-E', 'codeforces-1925'],
  ['Codeforces Round 921 | All problems explained', 'queue'],
  ['Codeforces Round 921 (Div. 1 + Div. 2) solutions', 'queue'],
  ['Codeforces Round 905 Div 3 - Problem F', 'codeforces-1883'],
  ['Codeforces Round 905 | Div 1, Div 2 and Div 3', 'queue'],
  ['Codeforces Round 902 Div 1 E | COMPFEST', 'codeforces-1876'],
  ['Codeforces Round 934 (Div. 1 + Div. 2) — all problems', 'queue'],
  ['Codeforces Round 931 (Div. 2) | A-D', 'codeforces-1934'],
  ['Codeforces Round (Div. 3) upsolving stream', 'none'],
  // Educational, Global, sponsored rounds, Kotlin Heroes, Hello / Good Bye.
  ['Educational Codeforces Round 162 (Rated for Div. 2) | A - E', 'codeforces-1923'],
  ['Educational Round 161 Problem D solution', 'codeforces-1922'],
  ['Edu Round 162 | Problem C', 'codeforces-1923'],
  ['Educational Codeforces Round 16 | Problem A', 'queue'],
  ['Codeforces Global Round 25 | Problems A to E', 'codeforces-1951'],
  ['Global Round 25 (Div. 1 + Div. 2) editorial', 'codeforces-1951'],
  ['Codeforces Global Round 26', 'queue'],
  ['Pinely Round 3 (Div. 1 + Div. 2) | Video Solutions', 'codeforces-1909'],
  ['think-cell Round 1 | Problems A-D', 'codeforces-1930'],
  ['CodeTON Round 8 | Video Editorial', 'codeforces-1942'],
  ['CodeTON Round 7 (Div. 1 + Div. 2) problem E', 'codeforces-1896'],
  ['Kotlin Heroes: Episode 9 | Problem A-F in Kotlin', 'codeforces-1910'],
  ['Kotlin Heroes Practice 9', 'codeforces-1911'],
  ['Kotlin Heroes: Episode 10', 'queue'],
  ['Hello 2024 | Codeforces | Problems A to D', 'codeforces-1919'],
  ['Good Bye 2023 Problem E solution', 'codeforces-1916'],
  // LeetCode: Weekly vs Biweekly, numbers that prefix each other.
  [
    'Leetcode Weekly Contest 391 | Video Solutions - A to D | TLE Eliminators',
    'leetcode-weekly-contest-391',
  ],
  ['LeetCode Weekly Contest 39 | Q4', 'leetcode-weekly-contest-39'],
  ['Leetcode Biweekly Contest 127 | Video Solutions - A to D', 'leetcode-biweekly-contest-127'],
  [
    'LeetCode Bi-Weekly Contest 127 | 3097. Shortest Subarray With OR at Least K II',
    'leetcode-biweekly-contest-127',
  ],
  ['Weekly Contest 127 | All 4 problems', 'leetcode-weekly-contest-127'],
  ['LeetCode Weekly Contest 392', 'queue'],
  ['Leetcode Weekly Contest 391 and Biweekly Contest 127 | Both in one', 'queue'],
  // CodeChef Starters, division letters.
  ['Codechef Starters 178 | Video Solutions - A to F | TLE Eliminators', 'codechef-START178'],
  ['CodeChef Starters 17 | Problem C', 'codechef-START17'],
  ['Starters 1 | first Starters ever', 'codechef-START1'],
  [
    'CodeChef Starters 86 Div 2 | all problems',
    [
      'codechef-START86',
      'codechef-START86A',
      'codechef-START86B',
      'codechef-START86C',
      'codechef-START86D',
    ],
  ],
  [
    'START86B - problem walkthrough',
    [
      'codechef-START86',
      'codechef-START86A',
      'codechef-START86B',
      'codechef-START86C',
      'codechef-START86D',
    ],
  ],
  ['Codechef Starters 179 (Div 4)', 'queue'],
  // Other languages.
  ['Codeforces Round 926 (Div. 2) | हिंदी में | Problems A to D', 'codeforces-1929'],
  ['Разбор задач Codeforces Round 921 (Div. 2)', 'codeforces-1925'],
  ['Codeforces Раунд 926 (Див. 2) — разбор', 'codeforces-1929'],
  ['LeetCode 第 391 场周赛 题解', 'leetcode-weekly-contest-391'],
  ['力扣第 127 场双周赛 全部题目讲解', 'leetcode-biweekly-contest-127'],
  ['Codeforces Round 926 (Div. 2) 题解 A-E', 'codeforces-1929'],
  ['Giải Codeforces Round 924 (Div. 2) bài A B C', 'codeforces-1928'],
  ['CodeChef Starters 177 | Explicación en español', 'codechef-START177'],
  ['ＣｏｄｅＣｈｅｆ Ｓｔａｒｔｅｒｓ １７８', 'codechef-START178'],
  // Nothing to match.
  ['How I became Candidate Master in 6 months', 'none'],
  ['Dynamic Programming Playlist | Lecture 12 | Knapsack', 'none'],
  ['Private video', 'none'],
  ['Round 926 Div 2 live reaction', 'none'],
  // AtCoder is a platform now: a contest of it we lack goes to the queue like the others.
  ['AtCoder Beginner Contest 400 | A-F', 'queue'],
  ['Meta Hacker Cup Round 2 | Problem B', 'none'],
];

describe('matchSolutionVideo on real-world titles', () => {
  it('has a table of at least 40 titles', () => {
    expect(TITLES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TITLES)('%s → %s', (title, expected) => {
    const verdict = matchSolutionVideo({ title, description: '' }, contests);
    if (expected === 'none' || expected === 'queue') {
      expect(verdict.kind).toBe(expected);
    } else {
      expect(verdict).toEqual({
        kind: 'exact',
        contestIds: Array.isArray(expected) ? expected : [expected],
      });
    }
  });
});

describe('descriptions', () => {
  it('a codeforces.com/contest link is the strongest signal', () => {
    expect(
      matchSolutionVideo(
        {
          title: 'Sasha and the Casino | C',
          description: 'Problem: https://codeforces.com/contest/1929/problem/C',
        },
        contests,
      ),
    ).toEqual({ kind: 'exact', contestIds: ['codeforces-1929'] });
  });

  it('a link settles which division a title without one meant', () => {
    expect(
      matchSolutionVideo(
        {
          title: 'Codeforces Round 921 | problem D',
          description: 'https://codeforces.com/contest/1925/problem/D',
        },
        contests,
      ),
    ).toEqual({ kind: 'exact', contestIds: ['codeforces-1925'] });
  });

  it('a link and a title that disagree go to the queue with both', () => {
    const verdict = matchSolutionVideo(
      { title: 'Codeforces Round 926 (Div. 2)', description: 'codeforces.com/contest/1928' },
      contests,
    );
    expect(verdict).toMatchObject({ kind: 'queue' });
    expect(verdict.kind === 'queue' && [...verdict.candidates].sort()).toEqual([
      'codeforces-1928',
      'codeforces-1929',
    ]);
  });

  it('links to a Div. 1 and a Div. 2 contest are two contests: the queue', () => {
    expect(
      matchSolutionVideo(
        {
          title: 'Round 921 both divisions',
          description: 'https://codeforces.com/contest/1924 https://codeforces.com/contest/1925',
        },
        contests,
      ),
    ).toMatchObject({ kind: 'queue', candidates: ['codeforces-1924', 'codeforces-1925'] });
  });

  it('a codechef.com/START178 link and a leetcode.com contest link count', () => {
    expect(
      matchSolutionVideo(
        { title: 'Solutions', description: 'https://www.codechef.com/START178' },
        contests,
      ),
    ).toEqual({ kind: 'exact', contestIds: ['codechef-START178'] });
    expect(
      matchSolutionVideo(
        {
          title: 'Q3 explained',
          description: 'https://leetcode.com/contest/biweekly-contest-127/',
        },
        contests,
      ),
    ).toEqual({ kind: 'exact', contestIds: ['leetcode-biweekly-contest-127'] });
  });

  it('a round named only in the description (e.g. a playlist blurb) does not count', () => {
    expect(
      matchSolutionVideo(
        {
          title: 'Binary search in 10 minutes',
          description: 'Also watch Codeforces Round 926 (Div. 2)!',
        },
        contests,
      ),
    ).toEqual({ kind: 'none' });
  });

  it('names a contest of another platform too: the queue', () => {
    expect(
      matchSolutionVideo(
        { title: 'Codeforces Round 926 (Div. 2) and Starters 178', description: '' },
        contests,
      ),
    ).toMatchObject({ kind: 'queue', candidates: ['codeforces-1929', 'codechef-START178'] });
  });
});
