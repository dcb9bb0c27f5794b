import { describe, expect, it } from 'vitest';
import { matchesSearch, searchTsQuery, searchText } from './search';

const contest = (title: string, platformName = 'Codeforces') => ({ title, platformName });
const round = contest('Codeforces Round 926 (Div. 2)');

describe('matchesSearch', () => {
  it('finds words in any order, in any case', () => {
    expect(matchesSearch(round, 'round 926')).toBe(true);
    expect(matchesSearch(round, '926 ROUND codeforces')).toBe(true);
    expect(matchesSearch(round, 'round 927')).toBe(false);
    expect(matchesSearch(round, 'round educational')).toBe(false);
  });

  it('matches numbers and words whole', () => {
    expect(matchesSearch(contest('Codeforces Round 9260'), 'round 926')).toBe(false);
    expect(matchesSearch(contest('Codeforces Round 1926'), 'round 926')).toBe(false);
    expect(matchesSearch(round, 'rounds')).toBe(false);
    expect(matchesSearch(round, 'forces')).toBe(false);
  });

  it('ignores accents and punctuation, and splits letters from digits', () => {
    expect(matchesSearch(contest('Éducation Cup — Final'), 'education cup final')).toBe(true);
    expect(matchesSearch(contest('Education Cup'), 'ÉDUCATION')).toBe(true);
    expect(matchesSearch(round, 'div.2')).toBe(true);
    expect(matchesSearch(round, '(div 2)')).toBe(true);
    expect(matchesSearch(contest('Starters 178', 'CodeChef'), 'STARTERS178')).toBe(true);
    expect(matchesSearch(round, 'div 3')).toBe(false);
  });

  it("searches the platform's name too", () => {
    expect(matchesSearch(contest('Weekly Contest 386', 'LeetCode'), 'leetcode weekly')).toBe(true);
    expect(matchesSearch(contest('Weekly Contest 386', 'LeetCode'), 'codechef weekly')).toBe(false);
  });

  it('matches everything when the query has no words', () => {
    expect(matchesSearch(round, '')).toBe(true);
    expect(matchesSearch(round, ' ?! ')).toBe(true);
  });
});

describe('the server form of the rule', () => {
  it('stores platform and title as tokens and asks for every query token', () => {
    expect(searchText('Codeforces', 'Codeforces Round #926 (Div. 2)')).toBe(
      'codeforces codeforces round 926 div 2',
    );
    expect(searchText('CodeChef', 'Über-Contest №5')).toBe('codechef uber contest no 5');
    expect(searchTsQuery('Round 926')).toBe('round & 926');
    expect(searchTsQuery("'); drop table --")).toBe('drop & table');
    expect(searchTsQuery('--')).toBeUndefined();
  });
});
