import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { upstreamFixture } from '../../../test/upstream-stub';
import { checkKattisRows, mapKattisContests } from './map';
import { parseKattisContestsPage } from './parse-page';

const page = () => upstreamFixture('kattis', 'contests_page__2024-11__reconstructed.html');
const read = (html: string) => {
  const { rows, malformed } = checkKattisRows(parseKattisContestsPage(html));
  return { contests: mapKattisContests(rows), malformed };
};

function pageError(html: string): UpstreamError {
  try {
    parseKattisContestsPage(html);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('Kattis contests page', () => {
  it('maps an upcoming contest field by field, its title decoded', () => {
    expect(read(page()).contests.find((c) => c.externalId === 'nwerc24open')).toEqual({
      platform: 'kattis',
      externalId: 'nwerc24open',
      title: 'NWERC 2024 – Open Contest',
      url: 'https://open.kattis.com/contests/nwerc24open',
      startsAt: new Date('2024-11-24T10:00:00Z'),
      durationMinutes: 300,
    });
  });

  it('reads all three lists; a past contest starts its length before its end', () => {
    const { contests } = read(page());
    expect(contests.map((c) => c.externalId)).toEqual([
      'hxzm7k',
      'nwerc24open',
      'w3ekn2',
      'q7qhgd',
      'pp5rtp',
    ]);
    expect(contests.find((c) => c.externalId === 'pp5rtp')).toMatchObject({
      startsAt: new Date('2024-11-10T16:00:00Z'),
      durationMinutes: 150,
    });
    // Two days long, across midnight.
    expect(contests.find((c) => c.externalId === 'w3ekn2')?.durationMinutes).toBe(48 * 60);
  });

  it('skips and counts a row without a readable time; a time without its zone is not guessed', () => {
    expect(read(page()).malformed).toBe(1);
    const zoneless = page().replace('2024-11-24 10:00 UTC', '2024-11-24 10:00');
    const { contests, malformed } = read(zoneless);
    expect(malformed).toBe(2);
    expect(contests.map((c) => c.externalId)).not.toContain('nwerc24open');
  });

  it('reads Stockholm time and numeric offsets as the instants they name', () => {
    const html = page()
      .replace('2024-11-24 10:00 UTC', '2024-11-24 11:00 CET')
      .replace('2024-11-30 23:00 UTC', '2024-12-01 00:00:00 +01:00');
    const { contests } = read(html);
    expect(contests.find((c) => c.externalId === 'nwerc24open')?.startsAt).toEqual(
      new Date('2024-11-24T10:00:00Z'),
    );
    expect(contests.find((c) => c.externalId === 'w3ekn2')?.startsAt).toEqual(
      new Date('2024-11-30T23:00:00Z'),
    );
  });

  it('finds columns by their headings, not their order', () => {
    const swapped = page()
      .replace(
        '<tr><th>Name</th><th>Length</th><th>End time</th></tr>',
        '<tr><th>End time</th><th>Name</th><th>Length</th></tr>',
      )
      .replace(
        /<td><div class="contest-name"><a href="\/contests\/q7qhgd">NP-Compete 2024<\/a><\/div><\/td>\s*<td>05:00:00<\/td>\s*<td>2024-11-17 21:00 UTC<\/td>/,
        '<td>2024-11-17 21:00 UTC</td><td><a href="/contests/q7qhgd">NP-Compete 2024</a></td><td>05:00:00</td>',
      );
    expect(read(swapped).contests.find((c) => c.externalId === 'q7qhgd')?.startsAt).toEqual(
      new Date('2024-11-17T16:00:00Z'),
    );
  });

  it('refuses a page without any of the three lists, rather than listing nothing', () => {
    const error = pageError('<html><body><h1>Contests</h1><p>Maintenance</p></body></html>');
    expect(error.kind).toBe('unexpected_shape');
    expect(error.publicMessage).toMatch(/^unexpected answer/);
    // An empty list is still a list.
    const empty = page().replace(/<tbody>[\s\S]*?<\/tbody>/g, '<tbody></tbody>');
    expect(read(empty)).toEqual({ contests: [], malformed: 0 });
  });
});
