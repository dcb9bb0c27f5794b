import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapTophContest, parseTophDuration } from './map';
import { parseTophContestPage } from './parse-contest';
import { parseTophContestsPage } from './parse-list';

const listPage = () => upstreamFixture('toph', 'contests_page__2025-03-15__reconstructed.html');
const contestPage = (slug: string) =>
  upstreamFixture('toph', `c_${slug}__2025-03-15__reconstructed.html`);
const contest = (slug: string, html = contestPage(slug)) => {
  const link = parseTophContestsPage(listPage()).find((l) => l.slug === slug);
  if (!link) throw new Error(`${slug} not listed`);
  return mapTophContest(link, parseTophContestPage(html));
};

function listError(html: string): UpstreamError {
  try {
    parseTophContestsPage(html);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('Toph contests', () => {
  it('lists each contest the page links to once, not its standings', () => {
    expect(parseTophContestsPage(listPage())).toEqual([
      { slug: 'cseduic-battle-of-brains-2025', title: 'DU Battle of Brains 2025' },
      { slug: 'criterion-2025-round-3', title: 'Criterion 2025 Round 3' },
      { slug: 'bdoi-2025-practice', title: 'BdOI 2025 Practice Contest' },
      {
        slug: 'inter-university-iiuc-tech-fest-2025',
        title: 'IIUC Inter University Programming Contest 2025',
      },
    ]);
  });

  it('maps a contest field by field from its page’s sentence, in epoch seconds', () => {
    expect(contest('criterion-2025-round-3')).toEqual({
      platform: 'toph',
      externalId: 'criterion-2025-round-3',
      title: 'Criterion 2025 Round 3',
      url: 'https://toph.co/c/criterion-2025-round-3',
      startsAt: new Date('2025-03-15T13:00:00Z'),
      durationMinutes: 150,
    });
  });

  it('reads the future and the past tense, and days', () => {
    expect(contest('cseduic-battle-of-brains-2025')).toMatchObject({
      startsAt: new Date('2025-03-22T03:00:00Z'),
      durationMinutes: 300,
    });
    expect(contest('inter-university-iiuc-tech-fest-2025')).toMatchObject({
      startsAt: new Date('2025-03-08T04:00:00Z'),
      durationMinutes: 300,
    });
    expect(contest('bdoi-2025-practice')).toMatchObject({
      startsAt: new Date('2025-03-13T18:00:00Z'),
      durationMinutes: 3 * 24 * 60,
    });
  });

  it('reads the older `data-time` attribute', () => {
    const html = contestPage('criterion-2025-round-3').replace('data-timestamp', 'data-time');
    expect(contest('criterion-2025-round-3', html)?.startsAt).toEqual(
      new Date('2025-03-15T13:00:00Z'),
    );
  });

  it('reads Toph’s words for a length, and nothing else', () => {
    expect(parseTophDuration('2 hours 30 minutes')).toBe(150);
    expect(parseTophDuration('1 hour and 15 minutes')).toBe(75);
    expect(parseTophDuration('1 day')).toBe(1440);
    expect(parseTophDuration('5 hours 3')).toBeUndefined();
    expect(parseTophDuration('forever')).toBeUndefined();
    expect(parseTophDuration('2 fortnights')).toBeUndefined();
  });

  it('gives no contest for a page without the sentence (skipped and counted by the client)', () => {
    const rewritten = contestPage('criterion-2025-round-3').replace('will run for', 'runs');
    expect(contest('criterion-2025-round-3', rewritten)).toBeUndefined();
    expect(
      contest('criterion-2025-round-3', '<html><body>Not found</body></html>'),
    ).toBeUndefined();
    const words = contestPage('criterion-2025-round-3').replace('2 hours 30 minutes', 'a while');
    expect(contest('criterion-2025-round-3', words)).toBeUndefined();
  });

  it('leaves a contest open for months to the sync to skip and count', () => {
    const long = contestPage('bdoi-2025-practice').replace('3 days', '100 days');
    const rows = [contest('criterion-2025-round-3'), contest('bdoi-2025-practice', long)];
    const bounded = boundRows(
      rows.filter((row) => row !== undefined),
      new Date('2025-03-15T14:00:00Z'),
    );
    expect(bounded.skipped).toEqual({ duration: 1 });
    expect(bounded.kept).toHaveLength(1);
  });

  it('refuses a contests page that links to no contest', () => {
    const error = listError(
      '<html><body><h1>Maintenance</h1><a href="/c/x/standings">x</a></body></html>',
    );
    expect(error).toMatchObject({ kind: 'unexpected_shape' });
    expect(error.message).toMatch(/^toph: /);
  });
});
