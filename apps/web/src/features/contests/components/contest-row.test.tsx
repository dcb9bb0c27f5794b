import { screen, within } from '@testing-library/react';
import { renderInRouter as render } from '@/test/in-router';
import { formatDuration } from '@contest-tracker/contract/pure';
import { describe, expect, it } from 'vitest';
import { formatTimes } from '@/lib/contest-time';
import { ourContest } from '@/test/contests';
import { ContestRow } from './contest-row';

const START = '2025-03-01T14:30:00.000Z';
const START_MS = Date.parse(START);
const MINUTE = 60_000;

const round = ourContest({
  id: 'codeforces-2070',
  platform: 'codeforces',
  title: 'Codeforces Round 1005 (Div. 2)',
  url: 'https://codeforces.com/contest/2070',
  startsAt: START,
  minutes: 120,
});

function renderRow(now: Date, contest = round) {
  render(
    <ContestRow contest={contest} now={now} actions={<button type="button">Bookmark</button>} />,
  );
  return screen.getByTestId('contest-row');
}

describe('ContestRow', () => {
  it('says what the card says: badge, title, start, duration and how long until it starts', () => {
    const now = new Date(START_MS - (26 * 60 + 5) * MINUTE);
    const row = renderRow(now);
    // The row is named by its heading, the contest's title.
    const name = /^Codeforces Round 1005 \(Div\. 2\) ?\(opens in a new tab\)$/;
    expect(within(row).getByRole('heading', { level: 3 })).toHaveAccessibleName(name);
    expect(row).toHaveAccessibleName(name);
    const link = within(row).getByRole('link', { name: name });
    expect(link).toHaveAttribute('href', 'https://codeforces.com/contest/2070');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(row).toHaveAttribute('data-platform', 'Codeforces');
    expect(within(row).getByText('Codeforces')).toBeInTheDocument();
    // The start as the card says it: no zone (named once on the page), no year this year.
    const start = new Date(START);
    expect(row.querySelector('time')).toHaveTextContent(formatTimes(start, start, now));
    expect(row.querySelector('time')?.textContent).not.toMatch(/UTC|GMT|\d{4}/);
    expect(row).toHaveTextContent(formatDuration(120));
    expect(row).toHaveTextContent('starts in 1d 2h');
    expect(row).not.toHaveTextContent('Live');
    // The page's buttons, then the menu, as on the card.
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bookmark', 'More actions for Codeforces Round 1005 (Div. 2)⋯']);
  });

  it("says 'Live · 57m left' while it runs", () => {
    const row = renderRow(new Date(START_MS + 63 * MINUTE));
    expect(row).toHaveTextContent('Live · 57m left');
    expect(row).not.toHaveTextContent('starts in');
  });

  it('offers no calendar once ended: no countdown and no menu left to open', () => {
    const row = renderRow(new Date(START_MS + 3 * 60 * MINUTE), { ...round, status: 'finished' });
    expect(row).not.toHaveTextContent(/Live|starts in|left/);
    expect(within(row).queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
  });

  it('leaves a title without a safe link as text', () => {
    const row = renderRow(new Date(START_MS - MINUTE), { ...round, url: 'javascript:alert(1)' });
    // Only the contest's own page is linked.
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contest/codeforces-2070']);
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(round.title);
  });

  it("links 'Details' to the contest's own page, described by the row's title", () => {
    const row = renderRow(new Date(START_MS - MINUTE));
    const details = within(row).getByRole('link', { name: 'Details' });
    expect(details).toHaveAttribute('href', '/contest/codeforces-2070');
    expect(details).toHaveAccessibleDescription(/^Codeforces Round 1005 \(Div\. 2\)/);
  });
});
