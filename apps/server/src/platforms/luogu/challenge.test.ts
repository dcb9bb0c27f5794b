import { describe, expect, it } from 'vitest';
import { upstreamFixture } from '../../../test/upstream-stub';
import { challengeCookie } from './challenge';

describe('challengeCookie', () => {
  it('reads the cookie the check page sets in its script', () => {
    const page = upstreamFixture('luogu', 'c3vk_challenge__2026-10__reconstructed.html');
    expect(challengeCookie(page)).toBe('c82bf1');
  });

  it('finds none in the list, in a page that only mentions it, or in a page too big to be the check', () => {
    const list = upstreamFixture('luogu', 'contest_list_page-1__2023-08__reconstructed.json');
    expect(challengeCookie(list)).toBeUndefined();
    expect(challengeCookie('<p>document.cookie="C3VK=c82bf1;"</p>')).toBeUndefined();
    const big = `<script>document.cookie="C3VK=c82bf1;"</script>${' '.repeat(20_000)}`;
    expect(challengeCookie(big)).toBeUndefined();
  });
});
