import { describe, expect, it } from 'vitest';
import { contestPagePath, matchAppPage } from './pages';

describe('matchAppPage', () => {
  it('finds the fixed pages, a trailing slash aside', () => {
    expect(matchAppPage('/')).toEqual({ page: 'home', params: {} });
    expect(matchAppPage('/upsolve/')).toEqual({ page: 'upsolve', params: {} });
    expect(matchAppPage('/admin/solutions')).toEqual({ page: 'adminSolutions', params: {} });
  });

  it("gives a contest's page its id, decoded", () => {
    expect(matchAppPage('/contest/codeforces-1929')).toEqual({
      page: 'contest',
      params: { id: 'codeforces-1929' },
    });
    expect(matchAppPage(contestPagePath('atcoder-abc 1/2'))?.params).toEqual({
      id: 'atcoder-abc 1/2',
    });
  });

  it('matches no page for other paths', () => {
    for (const path of ['/contest', '/contest/', '/contest/a/b', '/contests/x', '/status/extra']) {
      expect(matchAppPage(path), path).toBeUndefined();
    }
    // A broken escape is no id.
    expect(matchAppPage('/contest/%E0%A4%A')).toBeUndefined();
  });
});
