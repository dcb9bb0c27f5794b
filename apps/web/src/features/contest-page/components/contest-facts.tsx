import type { ApiContest } from '@contest-tracker/contract';
import {
  contestStatusAt,
  formatDuration,
  PLATFORM_GRADIENTS,
} from '@contest-tracker/contract/pure';
import { formatSpan, formatTimes, minutesOf, timeLeft, timeZoneNote } from '@/lib/contest-time';

const DEFAULT_GRADIENT = 'from-slate-600 to-slate-800';

/** 'Live · 1h 20m left', 'Starts in 2d 4h' (the card's texts), 'Ended': where it stands now. */
function phaseText(contest: ApiContest, now: Date): string {
  const start = new Date(contest.startsAt);
  const minutes = minutesOf(contest);
  const status = contestStatusAt(start, minutes, now);
  if (status === 'running') return `Live · ${timeLeft(start, minutes, now)}`;
  if (status === 'upcoming') return `Starts in ${formatSpan(start.getTime() - now.getTime())}`;
  return 'Ended';
}

/**
 * The page's head, in the platform's colours as its card is: platform, title, when (the card's
 * text, with the zone named as the lists name it) and where the contest stands now.
 */
export function ContestFacts({ contest, now }: { contest: ApiContest; now: Date }) {
  const start = new Date(contest.startsAt);
  const end = new Date(start.getTime() + minutesOf(contest) * 60_000);
  const gradient = PLATFORM_GRADIENTS[contest.platform] ?? DEFAULT_GRADIENT;
  return (
    <header
      className={`flex flex-col gap-3 rounded-xl bg-gradient-to-br ${gradient} p-6 text-white shadow-md`}
    >
      <p className="w-fit rounded-full bg-black/30 px-2.5 py-0.5 text-xs font-semibold">
        {contest.platformName}
      </p>
      <h1 className="text-2xl leading-snug font-bold sm:text-3xl">{contest.title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-white/80">When</dt>
        <dd>
          <time dateTime={contest.startsAt}>{formatTimes(start, end, now)}</time>
          <span className="text-white/80"> · {timeZoneNote(now)}</span>
        </dd>
        <dt className="text-white/80">Duration</dt>
        <dd>{formatDuration(minutesOf(contest))}</dd>
      </dl>
      <p className="text-base font-semibold" data-testid="contest-phase">
        {phaseText(contest, now)}
      </p>
    </header>
  );
}
