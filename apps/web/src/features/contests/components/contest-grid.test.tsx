import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ourContest } from '@/test/contests';
import { renderInRouter as render } from '@/test/in-router';
import { ContestGrid } from './contest-grid';

const NOW = new Date('2025-03-01T10:00:00.000Z');
const contests = Array.from({ length: 40 }, (_, i) =>
  ourContest({
    id: `contest-${i}`,
    platform: 'codeforces',
    title: `Round ${i}`,
    startsAt: new Date(NOW.getTime() + (i + 1) * 3_600_000).toISOString(),
    minutes: 120,
  }),
);

/**
 * How many of `testId` were in the page as each of its commits was laid out: a marker in every
 * item records the count when it is laid out, so each commit records its own.
 */
function countsAtCommit(testId: string) {
  const counts: number[] = [];
  function Marker() {
    useLayoutEffect(() => {
      const count = document.querySelectorAll(`[data-testid="${testId}"]`).length;
      if (counts.at(-1) !== count) counts.push(count);
    }, []);
    return null;
  }
  return { counts, actions: () => <Marker /> };
}

describe('ContestGrid', () => {
  it('commits the first screenful of cards on its own, then the rest a screenful at a time', async () => {
    const { counts, actions } = countsAtCommit('contest-card');
    render(<ContestGrid contests={contests} now={NOW} renderActions={actions} />);
    expect(await screen.findAllByTestId('contest-card')).toHaveLength(40);
    // The first commit drew 12 (a tall screen's four rows of three), not the whole list.
    expect(counts).toEqual([12, 24, 36, 40]);
    expect(screen.getAllByRole('heading', { level: 3 }).at(-1)).toHaveTextContent('Round 39');
  });

  it('draws the compact list the same way, a tall screen of rows first', async () => {
    const { counts, actions } = countsAtCommit('contest-row');
    render(<ContestGrid contests={contests} now={NOW} renderActions={actions} view="list" />);
    expect(await screen.findAllByTestId('contest-row')).toHaveLength(40);
    expect(counts).toEqual([30, 40]);
  });

  it('draws each contest once: a later screenful leaves the ones drawn before it alone', async () => {
    const drawn: string[] = [];
    render(
      <ContestGrid
        contests={contests}
        now={NOW}
        renderActions={(contest) => {
          drawn.push(contest.id);
          return null;
        }}
      />,
    );
    expect(await screen.findAllByTestId('contest-card')).toHaveLength(40);
    expect(drawn).toEqual(contests.map((c) => c.id));
  });

  it('draws a short list in one commit', async () => {
    const { counts, actions } = countsAtCommit('contest-card');
    render(<ContestGrid contests={contests.slice(0, 5)} now={NOW} renderActions={actions} />);
    expect(await screen.findAllByTestId('contest-card')).toHaveLength(5);
    expect(counts).toEqual([5]);
  });
});
