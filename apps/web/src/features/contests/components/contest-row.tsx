import type { ApiContest } from '@contest-tracker/contract';
import type { ReactNode } from 'react';
import { useId } from 'react';
import {
  contestPagePath,
  contestStatusAt,
  formatDuration,
  PLATFORM_GRADIENTS,
  safeHttpUrl,
} from '@contest-tracker/contract/pure';
import { minutesOf, formatTimes, startsIn, timeLeft } from '@/lib/contest-time';
import { yourResultText } from '@/lib/rating-change';
import { Link } from '@/lib/router';
import { WatchSolution } from '@/features/solutions';
import type { CardMenuGroup } from '@/components/ui/menu-item';
import { ROW_BUTTON_CLASS } from './card-button-class';
import { CardMenuButton } from './card-menu-button';

const DEFAULT_GRADIENT = 'from-slate-600 to-slate-800';

export interface ContestRowProps {
  contest: ApiContest;
  now: Date;
  /** The same buttons as on the card (bookmark, the admin's solution), composed by the page. */
  actions?: ReactNode;
  menuGroups?: readonly CardMenuGroup[];
}

/**
 * A contest as one row of the compact list: what the card says, on one line from the lg width and
 * two below it (title and buttons, then badge and times), in the card's colours, so its buttons
 * and their contrast are the card's. A heading per row, as per card: a screen reader's heading keys
 * move from contest to contest in both views.
 */
export function ContestRow({ contest, now, actions, menuGroups = [] }: ContestRowProps) {
  const titleId = useId();
  const start = new Date(contest.startsAt);
  const minutes = minutesOf(contest);
  const status = contestStatusAt(start, minutes, now);
  const link = safeHttpUrl(contest.url);
  const solution = contest.solution?.url;
  const video = safeHttpUrl(solution)?.startsWith('https://') ? solution : undefined;
  const gradient = PLATFORM_GRADIENTS[contest.platform] ?? DEFAULT_GRADIENT;
  const withCalendar = status !== 'finished';
  const hasMenu = withCalendar || menuGroups.some((group) => group.items.length > 0);
  const you = contest.you;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="contest-row"
      data-contest=""
      data-platform={contest.platformName}
      // Up to the lg width two lines, title and buttons over badge and times:
      // 'title title actions' / 'badge meta meta'; from it one line.
      className={`grid w-full grid-cols-[auto_1fr_auto] items-center gap-x-2 rounded-lg bg-gradient-to-r ${gradient} px-3 py-1 text-sm text-white [grid-template-areas:'title_title_actions'_'badge_meta_meta'] lg:flex lg:gap-x-3`}
    >
      <span className="shrink-0 self-start rounded-full bg-black/30 px-2 py-0.5 text-xs font-semibold [grid-area:badge] lg:w-28 lg:self-auto lg:truncate lg:text-center">
        {contest.platformName}
      </span>
      <h3
        id={titleId}
        className="min-w-0 flex-1 truncate font-semibold [grid-area:title]"
        title={contest.title}
      >
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
      <p className="flex flex-wrap gap-x-1.5 text-xs [grid-area:meta] lg:shrink-0 lg:flex-nowrap lg:text-sm">
        <time dateTime={contest.startsAt} className="whitespace-nowrap">
          {/* The zone is named once on the page, the date only when not today (as on the card). */}
          {formatTimes(start, start, now)}
        </time>
        <span aria-hidden="true">·</span>
        <span className="whitespace-nowrap">{formatDuration(minutes)}</span>
        {status === 'running' && (
          <span className="font-semibold whitespace-nowrap">
            <span aria-hidden="true">· </span>Live · {timeLeft(start, minutes, now)}
          </span>
        )}
        {status === 'upcoming' && (
          <span className="font-semibold whitespace-nowrap">
            <span aria-hidden="true">· </span>
            {startsIn(start, now)}
          </span>
        )}
        {you && (
          <span className="font-semibold whitespace-nowrap" data-testid="your-result">
            <span aria-hidden="true">· </span>
            {yourResultText(you)}
            {you.toUpsolve ? ` · ${you.toUpsolve} to upsolve` : ''}
          </span>
        )}
      </p>
      <div className="flex shrink-0 items-center justify-end gap-1.5 [grid-area:actions]">
        {/* As on the card: the title is the platform's link, 'Details' the contest's page. */}
        <Link
          to={contestPagePath(contest.id)}
          className={ROW_BUTTON_CLASS}
          aria-describedby={titleId}
        >
          Details
        </Link>
        {video && <WatchSolution href={video} title={contest.title} />}
        {actions}
        {hasMenu && (
          <CardMenuButton
            contest={contest}
            withCalendar={withCalendar}
            groups={menuGroups}
            compact
          />
        )}
      </div>
    </article>
  );
}
