import type { ApiContest } from '@contest-tracker/contract';
import { contestStatusAt, safeHttpUrl } from '@contest-tracker/contract/pure';
import { calendarMenuGroup } from '@/features/calendar';
import { WatchSolution } from '@/features/solutions';
import { minutesOf } from '@/lib/contest-time';

const linkClass = 'font-semibold text-sky-800 underline underline-offset-4 dark:text-sky-300';

/**
 * Where to go from here: the contest on its platform, the card menu's calendar items while it has
 * not ended (a finished contest goes in no calendar), and the solution video when there is one.
 */
export function ContestLinks({ contest, now }: { contest: ApiContest; now: Date }) {
  const link = safeHttpUrl(contest.url);
  const finished =
    contestStatusAt(new Date(contest.startsAt), minutesOf(contest), now) === 'finished';
  // Solution links are stored as https YouTube URLs; anything else is not offered (as on cards).
  const solution = contest.solution?.url;
  const video = safeHttpUrl(solution)?.startsWith('https://') ? solution : undefined;
  const calendar = finished ? undefined : calendarMenuGroup(contest);

  return (
    <section aria-labelledby="contest-links" className="flex flex-col gap-3">
      <h2 id="contest-links" className="text-xl font-semibold">
        Links
      </h2>
      <ul className="flex flex-col gap-2">
        {link && (
          <li>
            <a href={link} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Open on {contest.platformName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        )}
        {calendar?.items.map((item) =>
          'href' in item ? (
            <li key={item.id}>
              <a
                href={item.href}
                className={linkClass}
                {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                {...(item.download ? { download: '' } : {})}
              >
                {item.download ? item.label : `Add to ${item.label}`}
                {item.newTab && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ) : null,
        )}
      </ul>
      {video && (
        // The card's own button, on the card's colours: spoiler-safe for those who asked.
        <div className="w-fit rounded-xl bg-gradient-to-br from-slate-600 to-slate-800 p-3">
          <WatchSolution href={video} title={contest.title} />
        </div>
      )}
    </section>
  );
}
