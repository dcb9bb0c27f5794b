import { describe, expect, it } from 'vitest';
import type { ResultsPayload } from '#server/domain/round-results';
import { detailLines, headline, type ReminderMessage } from './reminder-message';

const own = { handle: 'ada', rank: 777, oldRating: 1635, newRating: 1669 };
const message = (kind: ReminderMessage['kind'], results: ResultsPayload): ReminderMessage => ({
  kind,
  title: 'Codeforces Round 926 (Div. 2)',
  platform: 'codeforces',
  url: 'https://codeforces.com/contest/1929',
  pageUrl: 'https://contests.example.org/contest/codeforces-1929',
  startsAt: new Date('2024-02-15T14:35:00Z'),
  durationMinutes: 120,
  leadMinutes: 0,
  timeZone: 'UTC',
  results,
});

describe('results messages (issue 49)', () => {
  it('say the rank and the predicted change, then the page and the round’s link', () => {
    const predicted = message('results', { final: false, own, following: [] });
    expect(headline(predicted)).toBe(
      'Codeforces Round 926 (Div. 2): #777, predicted +34 (1635 → 1669)',
    );
    expect(detailLines(predicted)).toEqual([
      'Details: https://contests.example.org/contest/codeforces-1929',
      'https://codeforces.com/contest/1929',
    ]);
    // Without PUBLIC_URL there is no page to link.
    expect(detailLines({ ...predicted, pageUrl: undefined })).toEqual([
      'https://codeforces.com/contest/1929',
    ]);
  });

  it('say the official change, and what the prediction was when it differs', () => {
    const official = { ...own, newRating: 1666 };
    const differs = message('results-final', {
      final: true,
      own: official,
      predicted: own,
      following: [],
    });
    expect(headline(differs)).toBe('Codeforces Round 926 (Div. 2): #777, final +31 (1635 → 1666)');
    expect(detailLines(differs)[0]).toBe(
      'The official change differs from the predicted +34 (1635 → 1669).',
    );
    // Official from the start (no prediction was sent): no comparison line.
    const first = message('results', { final: true, own: official, following: [] });
    expect(headline(first)).toBe('Codeforces Round 926 (Div. 2): #777, final +31 (1635 → 1666)');
    expect(detailLines(first)).toHaveLength(2);
  });

  it('list the followed handles who took part, with a true minus and ±0', () => {
    const lines = detailLines(
      message('results', {
        final: false,
        own: { ...own, newRating: 1600 },
        following: [
          { handle: 'tourist', rank: 1, oldRating: 3800, newRating: 3812 },
          { handle: 'Petr', rank: 12, oldRating: 3000, newRating: 3000 },
        ],
      }),
    );
    expect(lines.slice(0, 2)).toEqual(['tourist: #1, predicted +12', 'Petr: #12, predicted ±0']);
    expect(
      headline(
        message('results', { final: false, own: { ...own, newRating: 1600 }, following: [] }),
      ),
    ).toBe('Codeforces Round 926 (Div. 2): #777, predicted −35 (1635 → 1600)');
  });
});
