import type { ContestResult } from '@contest-tracker/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RatingChart } from './rating-chart';

const result = (n: number, at: string, oldRating: number, newRating: number): ContestResult => ({
  contestId: `codeforces-${n}`,
  title: `Codeforces Round ${n} (Div. 2)`,
  rank: 100,
  oldRating,
  newRating,
  at,
  predicted: false,
});

// Newest first, as /user/results answers.
const RESULTS = [
  result(926, '2024-02-15T17:35:00Z', 1635, 1669),
  result(920, '2023-11-20T17:35:00Z', 1480, 1635),
  result(900, '2023-06-01T17:35:00Z', 1350, 1480),
];

const texts = (testId: string) =>
  Array.from(screen.getByTestId(testId).querySelectorAll('text'), (t) => t.textContent);

describe('RatingChart', () => {
  it('labels both axes: the ratings at the bands’ edges, and the dates', () => {
    render(<RatingChart platform="codeforces" results={RESULTS} />);
    expect(texts('rating-axis')).toEqual(['1400', '1600', '1800']);
    expect(texts('date-axis')).toEqual(['Jun 2023', 'Aug 2023', 'Nov 2023', 'Feb 2024']);
  });

  it("draws the platform's rating bands under the line, each named", () => {
    const { unmount } = render(<RatingChart platform="codeforces" results={RESULTS} />);
    const frame = screen.getByTestId('rating-chart-frame');
    const bands = Array.from(frame.querySelectorAll('[data-band]'), (b) =>
      b.getAttribute('data-band'),
    );
    expect(bands).toEqual(['Specialist', 'Expert']);
    // The name in text, not the colour alone.
    expect(within(frame).getByText('Expert')).toBeInTheDocument();
    expect(frame.querySelector('[data-band="Expert"] rect')).toHaveAttribute('fill', '#0000ff');
    unmount();

    render(<RatingChart platform="atcoder" results={RESULTS} />);
    expect(
      Array.from(screen.getByTestId('rating-chart-frame').querySelectorAll('[data-band]'), (b) =>
        b.getAttribute('data-band'),
      ),
    ).toEqual(['Cyan', 'Blue']);
  });

  it('draws no bands where the platform has none by rating, and labels round steps', () => {
    render(<RatingChart platform="leetcode" results={RESULTS} />);
    expect(screen.getByTestId('rating-chart-frame').querySelectorAll('[data-band]')).toHaveLength(
      0,
    );
    expect(texts('rating-axis')).toEqual(['1400', '1500', '1600', '1700', '1800']);
  });

  it('shows a point’s contest, day and rating on keyboard focus, the arrows moving along', async () => {
    const user = userEvent.setup();
    render(<RatingChart platform="codeforces" results={RESULTS} />);
    const value = screen.getByTestId('rating-chart-value');
    // One Tab stop: the newest point.
    await user.tab();
    const newest = screen.getByRole('listitem', {
      name: 'Codeforces Round 926 (Div. 2), 15 Feb 2024: 1669 (+34)',
    });
    expect(newest).toHaveFocus();
    expect(value).toHaveTextContent(
      'Codeforces Round 926 (Div. 2), 15 Feb 2024: 1669 (+34) · Expert',
    );
    await user.keyboard('{ArrowLeft}');
    expect(
      screen.getByRole('listitem', {
        name: 'Codeforces Round 920 (Div. 2), 20 Nov 2023: 1635 (+155)',
      }),
    ).toHaveFocus();
    expect(value).toHaveTextContent('1635 (+155) · Expert');
    await user.keyboard('{Home}');
    expect(value).toHaveTextContent(
      'Codeforces Round 900 (Div. 2), 1 Jun 2023: 1480 (+130) · Specialist',
    );
    // Leaving and coming back lands on the point last moved to.
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('listitem', { name: /Round 900/ })).toHaveFocus();
  });

  it('shows the nearest point’s value on hover', () => {
    render(<RatingChart platform="codeforces" results={RESULTS} />);
    const chart = screen.getByRole('group', {
      name: 'Rating over 3 rated contests: from 1480 to 1669, highest 1669',
    });
    chart.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 200 });
    fireEvent.pointerMove(chart, { clientX: 45 });
    expect(screen.getByTestId('rating-chart-value')).toHaveTextContent(
      'Codeforces Round 900 (Div. 2), 1 Jun 2023: 1480 (+130) · Specialist',
    );
    fireEvent.pointerLeave(chart);
    expect(screen.getByTestId('rating-chart-value')).toHaveTextContent(/^Codeforces Round 926/);
  });
});
