import { describe, expect, it } from 'vitest';
import { cleanTitle } from './clean-title';

describe('cleanTitle', () => {
  it('collapses the double space Codeforces and CodeChef put inside names', () => {
    expect(cleanTitle('Codeforces Round  834 (Div. 3)')).toBe('Codeforces Round 834 (Div. 3)');
    expect(cleanTitle('Starters 158  (Rated till 6 stars)')).toBe(
      'Starters 158 (Rated till 6 stars)',
    );
  });

  it('trims the ends and turns tabs, newlines and no-break spaces into one space', () => {
    expect(cleanTitle('  Weekly\tContest\r\n 91\u00a0 ')).toBe('Weekly Contest 91');
  });

  it('leaves a clean non-ASCII title alone', () => {
    const title = 'VK Cup 2019-2020 - Отборочный раунд (Mobile)';
    expect(cleanTitle(title)).toBe(title);
  });
});
