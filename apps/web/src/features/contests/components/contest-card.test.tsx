import type { ApiContest } from '@contest-tracker/contract';
import type { PlatformId } from '@contest-tracker/contract/pure';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInRouter as render } from '@/test/in-router';
import { describe, expect, it } from 'vitest';
import { formatTimes } from '@/lib/contest-time';
import { Router } from '@/lib/router';
import { ourContest } from '@/test/contests';
import { HideSolutionLinksContext } from '@/features/solutions';
import type { CardMenuGroup } from '@/components/ui/menu-item';
import { ContestCard } from './contest-card';

// 2025-03-01 14:30 UTC is 20:00 in India (UTC+5:30), the tests' time zone (test/setup.ts).
const START = '2025-03-01T14:30:00.000Z';
const START_MS = Date.parse(START);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Well before the start, so the card is "upcoming" unless a test says otherwise. */
const BEFORE = new Date(START_MS - 2 * DAY - 4 * HOUR);

/** Our shape; `minutes` stands for `durationSeconds`, a `platform` brings its name. */
const DETAILS_HREF = '/contest/leetcode-weekly-contest-439';

function contest(
  overrides: Partial<ApiContest> & { minutes?: number; platform?: PlatformId } = {},
): ApiContest {
  const { minutes = 90, platform = 'leetcode', ...rest } = overrides;
  return {
    ...ourContest({
      id: 'leetcode-weekly-contest-439',
      platform,
      title: 'Weekly Contest 439',
      url: 'https://leetcode.com/contest/weekly-contest-439',
      startsAt: START,
      minutes,
    }),
    ...rest,
  };
}

function renderCard(c: ApiContest, { now = BEFORE }: { now?: Date } = {}) {
  const view = render(<ContestCard contest={c} now={now} />);
  return { ...view, card: screen.getByTestId('contest-card') };
}

/** The text of the <dd> that follows the <dt> with this label. */
function detail(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!value) throw new Error(`no value after ${label}`);
  return value.textContent;
}

describe('ContestCard', () => {
  describe('your result', () => {
    const after = new Date(START_MS + DAY);
    it("shows the user's rank and rating change on a contest they took part in", () => {
      render(
        <Router location="/" memory>
          <ContestCard
            contest={contest({
              id: 'codeforces-1926',
              status: 'finished',
              you: { rank: 1234, ratingChange: 35, toUpsolve: 2 },
            })}
            now={after}
          />
        </Router>,
      );
      const result = screen.getByTestId('your-result');
      expect(result).toHaveTextContent('You: #1234 · +35 · 2 to upsolve');
      // To that contest on /upsolve.
      expect(within(result).getByRole('link', { name: '2 to upsolve' })).toHaveAttribute(
        'href',
        '/upsolve?contest=codeforces-1926',
      );
    });
    it('writes a loss with a minus sign, and shows nothing without a result', () => {
      const lost = renderCard(
        contest({ status: 'finished', you: { rank: 88, ratingChange: -12 } }),
        {
          now: after,
        },
      );
      expect(within(lost.card).getByTestId('your-result')).toHaveTextContent(/^You: #88 · −12$/);
      lost.unmount();
      const { card } = renderCard(contest({ status: 'finished' }), { now: after });
      expect(within(card).queryByTestId('your-result')).toBeNull();
    });
    it('says a change is predicted, with the ratings, until it is official (issue 49)', () => {
      const you = { rank: 777, ratingChange: 34, oldRating: 1635, newRating: 1669 };
      const predicted = renderCard(
        contest({ status: 'finished', you: { ...you, predicted: true } }),
        { now: after },
      );
      expect(within(predicted.card).getByTestId('your-result')).toHaveTextContent(
        /^You: #777 · predicted \+34 \(1635 → 1669\)$/,
      );
      predicted.unmount();
      const final = renderCard(
        contest({ status: 'finished', you: { ...you, ratingChange: 31, predicted: false } }),
        { now: after },
      );
      expect(within(final.card).getByTestId('your-result')).toHaveTextContent(/^You: #777 · \+31$/);
      expect(within(final.card).queryByTestId('friends')).toBeNull();
      final.unmount();
      const friends = renderCard(contest({ status: 'finished', friends: 3 }), { now: after });
      expect(within(friends.card).getByTestId('friends')).toHaveTextContent(/^Friends: 3$/);
    });
  });

  describe('title and link', () => {
    it('shows the title as a heading', () => {
      renderCard(contest());
      const heading = screen.getByRole('heading', { level: 3 });
      expect(heading).toHaveTextContent('Weekly Contest 439');
    });

    it('links the title to the contest, opening it in a new tab', () => {
      renderCard(contest());
      const link = screen.getByRole('link', { name: /Weekly Contest 439/ });
      expect(link).toHaveAttribute('href', 'https://leetcode.com/contest/weekly-contest-439');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // Screen-reader users are told about the new tab too.
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    });

    it('accepts a plain http link as well', () => {
      renderCard(contest({ url: 'http://codeforces.com/contest/2070' }));
      expect(screen.getByRole('link', { name: /Weekly Contest 439/ })).toHaveAttribute(
        'href',
        'http://codeforces.com/contest/2070',
      );
    });

    it.each([
      ['javascript:alert(1)'],
      ['JavaScript:alert(document.cookie)'],
      ['  javascript:alert(1)'],
      ['java\tscript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
      ['vbscript:msgbox(1)'],
      ['ftp://example.com/contest'],
      ['/contest/weekly-contest-439'],
      ['not a url'],
      [''],
    ])('never turns %j into an href: the title is plain text', (link) => {
      const { container } = renderCard(contest({ url: link }));
      // The one link left is the contest's own page ('Details'), never the platform's address.
      expect(screen.queryByRole('link', { name: /Weekly Contest 439/ })).not.toBeInTheDocument();
      const hrefs = [...container.querySelectorAll('[href]')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual([DETAILS_HREF]);
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Weekly Contest 439$/);
    });

    it('never renders any javascript: href, even with a javascript: video link too', () => {
      const { container } = renderCard(
        contest({
          url: 'javascript:alert(1)',
          solution: { url: 'javascript:alert(2)', source: 'admin' },
        }),
      );
      const hrefs = [...container.querySelectorAll('[href]')].map((el) => el.getAttribute('href'));
      expect(hrefs.filter((href) => /^\s*javascript:/i.test(href ?? ''))).toEqual([]);
      expect(screen.queryByText('Watch Solution')).not.toBeInTheDocument();
    });

    it('shows markup in a title as text, never as elements', () => {
      const title = '<img src=x onerror=alert(1)>';
      const { container } = renderCard(contest({ title }));
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(title);
    });

    it('shows markup in a title as text when it is not a link either', () => {
      const title = '<b>bold</b><script>alert(1)</script>';
      const { container } = renderCard(contest({ title, url: 'javascript:void 0' }));
      expect(container.querySelector('b, script')).toBeNull();
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(title);
    });
  });

  describe('platform', () => {
    it.each([
      ['leetcode', 'LeetCode'],
      ['codeforces', 'Codeforces'],
      ['codechef', 'CodeChef'],
      ['cfgym', 'Codeforces Gym'],
    ] as const)('shows the %s platform by its name, %s', (platform, name) => {
      const { card } = renderCard(contest({ platform, title: 'Some Round' }));
      expect(within(card).getByText(name)).toBeInTheDocument();
    });

    it('gives each platform its own colours', () => {
      const classes = (['leetcode', 'codeforces', 'codechef'] as const).map((platform) => {
        const { card, unmount } = renderCard(contest({ platform }));
        const gradient = card.className
          .split(/\s+/)
          .filter((c) => c.startsWith('from-') || c.startsWith('to-'))
          .join(' ');
        unmount();
        return gradient;
      });
      expect(classes).toEqual([
        'from-amber-700 to-orange-900',
        'from-blue-700 to-indigo-900',
        'from-stone-700 to-amber-950',
      ]);
      expect(new Set(classes).size).toBe(3);
    });

    it('gives an unknown platform the grey default and still names it', () => {
      const unknown = {
        ...contest(),
        platform: 'topcoder',
        platformName: 'TopCoder',
      } as unknown as ApiContest;
      const { card } = renderCard(unknown);
      expect(card).toHaveClass('from-slate-600', 'to-slate-800');
      expect(card).not.toHaveClass('from-amber-700');
      expect(card).not.toHaveClass('from-blue-700');
      expect(card).not.toHaveClass('from-stone-700');
      expect(within(card).getByText('TopCoder')).toBeInTheDocument();
    });

    it('gives AtCoder a gradient of its own', () => {
      const { card } = renderCard(contest({ platform: 'atcoder' }));
      expect(card).toHaveClass('from-neutral-700', 'to-zinc-950');
    });
  });

  describe('start and end', () => {
    it("shows start and end in the viewer's zone, the date as it is not today, no zone", () => {
      const { card } = renderCard(contest({ minutes: 100 }));
      const when = detail(card, 'When');
      expect(when).toBe(formatTimes(new Date(START), new Date(START_MS + 100 * MINUTE), BEFORE));
      // 20:00 to 21:40 in India, the date (not the year: this year), no zone.
      expect(when).toMatch(/\b(20|8):00\b/);
      expect(when).toMatch(/\b(21|9):40\b/);
      expect(when).toMatch(/\b1\b/);
      expect(when).not.toContain('2025');
      expect(when).not.toMatch(/IST|GMT/);
    });

    it('shows the hours alone on the day itself', () => {
      const { card } = renderCard(contest({ minutes: 100 }), { now: new Date(START_MS - HOUR) });
      expect(detail(card, 'When')).not.toMatch(/\b1\b|Mar/);
    });

    it('keeps the machine-readable start on a <time> element', () => {
      const { container } = renderCard(contest());
      expect(container.querySelector('time')).toHaveAttribute('datetime', START);
    });
  });

  describe('duration', () => {
    it.each([
      [90, '1h 30m'],
      [60, '1h'],
      [100, '1h 40m'],
      [120, '2h'],
      [45, '45m'],
      [1439, '23h 59m'],
      [1440, '1 day'],
      [1620, '1 day 3h'],
      [2880, '2 days'],
      [14400, '10 days'],
    ])('shows %i minutes as %j', (minutes, text) => {
      const { card } = renderCard(contest({ minutes }));
      expect(detail(card, 'Duration')).toBe(text);
    });
  });

  describe('video solution', () => {
    it('offers "Watch Solution" for an https link, opening in a new tab', () => {
      const video = 'https://www.youtube.com/watch?v=abc123';
      renderCard(contest({ solution: { url: video, source: 'admin' } }));
      const link = screen.getByRole('link', { name: /^Watch Solution/ });
      expect(link).toHaveAttribute('href', video);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/Weekly Contest 439/);
    });

    it('with the spoiler-safe preference, says "Solution available" and reveals the link on click', () => {
      const video = 'https://www.youtube.com/watch?v=abc123';
      render(
        <HideSolutionLinksContext value={true}>
          <ContestCard
            contest={contest({ solution: { url: video, source: 'admin' } })}
            now={BEFORE}
          />
        </HideSolutionLinksContext>,
      );
      expect(screen.queryByRole('link', { name: /^Watch Solution/ })).not.toBeInTheDocument();
      const reveal = screen.getByRole('button', { name: /^Solution available/ });
      expect(reveal).toHaveAccessibleName(/Weekly Contest 439/);
      fireEvent.click(reveal);
      const link = screen.getByRole('link', { name: /^Watch Solution/ });
      expect(link).toHaveAttribute('href', video);
      expect(link).toHaveFocus();
      expect(screen.queryByRole('button', { name: /^Solution available/ })).not.toBeInTheDocument();
    });

    it('offers nothing when there is no video', () => {
      renderCard(contest());
      expect(screen.queryByText('Watch Solution')).not.toBeInTheDocument();
      // The title's link and 'Details'.
      expect(screen.getAllByRole('link')).toHaveLength(2);
    });

    it.each([['javascript:alert(1)'], ['data:text/html,hi'], ['youtube.com/watch?v=abc'], ['']])(
      'offers nothing for the unsafe or relative video link %j',
      (video_solution) => {
        const { container } = renderCard(
          contest({ solution: { url: video_solution, source: 'admin' } }),
        );
        expect(screen.queryByText('Watch Solution')).not.toBeInTheDocument();
        expect(container.querySelectorAll('a')).toHaveLength(2);
      },
    );
  });

  describe('status at `now`', () => {
    it('marks a running contest Live with the time left', () => {
      // Started 30 minutes ago, lasts 2h: 1h 30m left.
      const { card } = renderCard(contest({ minutes: 120 }), {
        now: new Date(START_MS + 30 * MINUTE),
      });
      expect(within(card).getByText('Live')).toBeInTheDocument();
      expect(within(card).getByText('1h 30m left')).toBeInTheDocument();
      expect(within(card).queryByText(/starts in/)).not.toBeInTheDocument();
    });

    it('counts the time left down to whole minutes', () => {
      const { card } = renderCard(contest({ minutes: 2880 }), {
        now: new Date(START_MS + 5 * HOUR + 20 * MINUTE + 59_000),
      });
      // 48h - 5h 20m 59s = 1d 18h 39m 1s; the two largest units, rounded down.
      expect(within(card).getByText('1d 18h left')).toBeInTheDocument();
    });

    it('is Live from the very start', () => {
      const { card } = renderCard(contest({ minutes: 90 }), { now: new Date(START_MS) });
      expect(within(card).getByText('Live')).toBeInTheDocument();
      expect(within(card).getByText('1h 30m left')).toBeInTheDocument();
    });

    it('shows a countdown for an upcoming contest, without a Live badge', () => {
      const { card } = renderCard(contest(), { now: new Date(START_MS - 2 * DAY - 4 * HOUR) });
      expect(within(card).getByText('starts in 2d 4h')).toBeInTheDocument();
      expect(within(card).queryByText('Live')).not.toBeInTheDocument();
      expect(within(card).queryByText(/left$/)).not.toBeInTheDocument();
    });

    it('counts down in hours and minutes on the day', () => {
      const { card } = renderCard(contest(), {
        now: new Date(START_MS - 3 * HOUR - 20 * MINUTE - 30_000),
      });
      expect(within(card).getByText('starts in 3h 20m')).toBeInTheDocument();
    });

    it('says "less than a minute" just before the start', () => {
      const { card } = renderCard(contest(), { now: new Date(START_MS - 59_000) });
      expect(within(card).getByText('starts in less than a minute')).toBeInTheDocument();
      expect(within(card).queryByText('Live')).not.toBeInTheDocument();
    });

    it('shows neither a Live badge nor a countdown once finished', () => {
      const { card } = renderCard(contest({ minutes: 90 }), {
        now: new Date(START_MS + 3 * DAY),
      });
      expect(within(card).queryByText('Live')).not.toBeInTheDocument();
      expect(within(card).queryByText(/left$/)).not.toBeInTheDocument();
      expect(within(card).queryByText(/starts in/)).not.toBeInTheDocument();
    });

    it('is finished exactly when its duration is over', () => {
      const { card } = renderCard(contest({ minutes: 90 }), {
        now: new Date(START_MS + 90 * MINUTE),
      });
      expect(within(card).queryByText('Live')).not.toBeInTheDocument();
      expect(within(card).queryByText(/left$/)).not.toBeInTheDocument();
    });

    it('goes by the times, not the status the server sent', () => {
      // The server said "upcoming" when it answered; by `now` the contest is running.
      const { card } = renderCard(contest({ status: 'upcoming', minutes: 120 }), {
        now: new Date(START_MS + 60 * MINUTE),
      });
      expect(within(card).getByText('Live')).toBeInTheDocument();
      expect(within(card).getByText('1h left')).toBeInTheDocument();
    });
  });
});

describe('ContestCard menu', () => {
  const FINISHED = new Date(START_MS + DAY);
  const hiding: CardMenuGroup = {
    id: 'hiding',
    items: [{ id: 'hide-series', label: 'Hide contests like this', onSelect: () => undefined }],
  };
  const menuButton = (card: HTMLElement) =>
    within(card).queryByRole('button', { name: 'More actions for Weekly Contest 439' });

  async function openMenu(card: HTMLElement) {
    const button = menuButton(card);
    if (!button) throw new Error('no menu button');
    fireEvent.click(button);
    return screen.findByRole('menu');
  }

  it('is one ⋯ button named for the contest, on upcoming and running cards', () => {
    for (const now of [BEFORE, new Date(START_MS + MINUTE)]) {
      const { card, unmount } = renderCard(contest(), { now });
      const button = menuButton(card);
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveTextContent('⋯');
      expect(within(card).queryByRole('button', { name: /Add to calendar/ })).toBeNull();
      unmount();
    }
  });

  it('holds the calendar items under an Add to calendar heading', async () => {
    const { card } = renderCard(contest());
    const menu = await openMenu(card);
    expect(within(menu).getByRole('group', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Google Calendar (opens in a new tab)',
      'Outlook (opens in a new tab)',
      'Download .ics',
    ]);
  });

  it('closes on Tab and moves on from its button, as Tab from any button would', async () => {
    render(
      <>
        <ContestCard contest={contest()} now={BEFORE} />
        <button type="button">Next card's link</button>
      </>,
    );
    const menu = await openMenu(screen.getByTestId('contest-card'));
    fireEvent.keyDown(within(menu).getAllByRole('menuitem')[0] ?? menu, { key: 'Tab' });
    await waitFor(() => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: "Next card's link" })).toHaveFocus();
  });

  it('offers no menu on an ended contest with nothing else to do', () => {
    const { card } = renderCard(contest(), { now: FINISHED });
    expect(menuButton(card)).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('keeps other groups on an ended contest, without the calendar', async () => {
    render(<ContestCard contest={contest()} now={FINISHED} menuGroups={[hiding]} />);
    const menu = await openMenu(screen.getByTestId('contest-card'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Hide contests like this']);
    expect(within(menu).queryByRole('group', { name: 'Add to calendar' })).toBeNull();
  });

  it('puts the other groups after the calendar, apart', async () => {
    render(<ContestCard contest={contest()} now={BEFORE} menuGroups={[hiding]} />);
    const menu = await openMenu(screen.getByTestId('contest-card'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Google Calendar (opens in a new tab)',
      'Outlook (opens in a new tab)',
      'Download .ics',
      'Hide contests like this',
    ]);
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  });
});

describe("the card's 'Details' link", () => {
  it("goes to the contest's own page, named 'Details' and described by the title", () => {
    renderCard(contest({ id: 'codeforces-1929', platform: 'codeforces' }));
    const details = screen.getByRole('link', { name: 'Details' });
    expect(details).toHaveAttribute('href', '/contest/codeforces-1929');
    expect(details).not.toHaveAttribute('target');
    expect(details).toHaveAccessibleDescription(/^Weekly Contest 439/);
    // The title keeps the platform's link, in a new tab, as the spec asks.
    expect(screen.getByRole('link', { name: /^Weekly Contest 439/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
