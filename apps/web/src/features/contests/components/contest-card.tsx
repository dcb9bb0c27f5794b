import type { ApiContest } from '@contest-tracker/contract';
import { useId, type ReactNode } from 'react';
import {
  contestPagePath,
  contestStatusAt,
  formatDuration,
  PLATFORM_GRADIENTS,
  safeHttpUrl,
} from '@contest-tracker/contract/pure';
import { minutesOf, formatTimes, startsIn, timeLeft } from '@/lib/contest-time';
import { yourResultText } from '@/lib/rating-change';
import { useHydrated } from '@/lib/use-hydrated';
import { Link } from '@/lib/router';
import { WatchSolution } from '@/features/solutions';
import type { CardMenuGroup } from '@/components/ui/menu-item';
import { CardMenuButton } from './card-menu-button';

const DEFAULT_GRADIENT = 'from-slate-600 to-slate-800';
const NBSP = '\u00a0';

export interface ContestCardProps {
  contest: ApiContest;
  now: Date;
  /** Buttons for the signed-in (bookmark) and admins (solution), composed by the page. */
  actions?: ReactNode;
  /** More groups for the card's menu, after 'Add to calendar' (signed in: hiding). */
  menuGroups?: readonly CardMenuGroup[];
}

export function ContestCard({ contest, now, actions, menuGroups = [] }: ContestCardProps) {
  const titleId = useId();
  // Drawn by the server into the home page (decision 070), a card leaves out what depends on the
  // clock or the reader's time zone until the browser has taken it over: the server's clock and
  // zone are not the reader's, and React adopts only what it would draw the same.
  const hydrated = useHydrated();
  const start = new Date(contest.startsAt);
  const minutes = minutesOf(contest);
  const status = hydrated ? contestStatusAt(start, minutes, now) : undefined;
  const link = safeHttpUrl(contest.url);
  // Solution links are stored as https YouTube URLs; anything else is not offered.
  const solution = contest.solution?.url;
  const video = safeHttpUrl(solution)?.startsWith('https://') ? solution : undefined;
  const gradient = PLATFORM_GRADIENTS[contest.platform] ?? DEFAULT_GRADIENT;
  // A contest that has ended goes in no calendar; a menu left with nothing in it is not offered.
  const withCalendar = status !== 'finished';
  const hasMenu = withCalendar || menuGroups.some((group) => group.items.length > 0);

  return (
    <article
      className={`relative flex w-full flex-col gap-3 rounded-xl bg-gradient-to-br ${gradient} p-5 text-white shadow-md`}
      data-testid="contest-card"
      data-contest=""
      data-platform={contest.platformName}
    >
      <div className="flex flex-wrap items-center gap-2 pr-20 text-xs font-semibold">
        <span className="rounded-full bg-black/30 px-2.5 py-0.5">{contest.platformName}</span>
        {status === 'running' && (
          <span className="flex items-center gap-1.5 rounded-full bg-red-700 px-2.5 py-0.5">
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
            Live
          </span>
        )}
      </div>
      <h3 id={titleId} className="text-lg leading-snug font-bold">
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="underline-offset-4 hover:underline focus-visible:underline"
          >
            {contest.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          contest.title
        )}
      </h3>
      {/* The title stays the platform's link; the contest's own page is this one, named 'Details'
          alone and described by the title. After the title for the keyboard, drawn at the end of
          the badges' line: among the buttons it wrapped their row on a tablet's three columns,
          and the first screen lost half its cards. */}
      <Link
        to={contestPagePath(contest.id)}
        className="absolute top-4 right-5 rounded-full bg-black/30 px-2.5 py-1 text-xs font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        aria-describedby={titleId}
      >
        Details
      </Link>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-white/80">When</dt>
        <dd>
          {/* The zone is named once on the page ('Times in GMT+5:30'), not on every card. */}
          <time dateTime={contest.startsAt}>
            {hydrated
              ? formatTimes(start, new Date(start.getTime() + minutes * 60_000), now)
              : NBSP}
          </time>
        </dd>
        <dt className="text-white/80">Duration</dt>
        <dd>{formatDuration(minutes)}</dd>
      </dl>
      {status === 'running' && (
        <p className="text-sm font-semibold">{timeLeft(start, minutes, now)}</p>
      )}
      {status === 'upcoming' && <p className="text-sm font-semibold">{startsIn(start, now)}</p>}
      {/* The line's place, kept until the countdown fills it: nothing moves when it does. */}
      {status === undefined && <p className="text-sm font-semibold">{NBSP}</p>}
      {contest.you && (
        <p className="text-sm font-semibold" data-testid="your-result">
          {yourResultText(contest.you)}
          {contest.you.toUpsolve ? (
            <>
              {' · '}
              <Link
                to={`/upsolve?contest=${encodeURIComponent(contest.id)}`}
                className="text-sky-800 underline underline-offset-4 dark:text-sky-300"
              >
                {contest.you.toUpsolve} to upsolve
              </Link>
            </>
          ) : (
            ''
          )}
        </p>
      )}
      {contest.friends ? (
        <p className="text-sm" data-testid="friends">
          Friends: {contest.friends}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {video && <WatchSolution href={video} title={contest.title} />}
        {actions}
        {hasMenu && (
          <div className="ml-auto">
            <CardMenuButton contest={contest} withCalendar={withCalendar} groups={menuGroups} />
          </div>
        )}
      </div>
    </article>
  );
}
