import { PAST_TOTAL_CAP } from '@contest-tracker/contract/pure';
import type { HomeTab } from '../lib/home-state';

const TAB_NAMES: Record<HomeTab, string> = {
  upcoming: 'Upcoming contests',
  past: 'Past contests',
};

export interface OtherTabMatchesProps {
  /** The tab that is not open. */
  tab: HomeTab;
  /** How many contests the search finds there; unknown (still asked) or 0 shows nothing. */
  count: number | undefined;
  onOpen: () => void;
}

/** '1 match in Past contests →': a search on one tab points to what the other tab holds. */
export function OtherTabMatches({ tab, count, onOpen }: OtherTabMatchesProps) {
  if (!count) return null;
  // The server counts no further than its pages reach.
  const many = count >= PAST_TOTAL_CAP ? `${(PAST_TOTAL_CAP - 1).toLocaleString('en-US')}+` : '';
  const number = many || count.toLocaleString('en-US');
  return (
    <p className="text-sm">
      <button
        type="button"
        onClick={onOpen}
        className="font-semibold text-sky-700 underline underline-offset-2 hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-400 dark:hover:text-sky-200"
      >
        {`${number} ${count === 1 ? 'match' : 'matches'} in ${TAB_NAMES[tab]} →`}
      </button>
    </p>
  );
}
