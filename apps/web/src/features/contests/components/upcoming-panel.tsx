import type { ReactNode } from 'react';
import type { ApiContest } from '@contest-tracker/contract';
import type { ContestLength, PlatformId } from '@contest-tracker/contract/pure';
import { useDeferredValue } from 'react';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import type { Hiding } from '@/features/hidden-series';
import { ContestGrid, type ContestGridProps } from './contest-grid';
import { upcomingMatches } from '../lib/upcoming-matches';
import { NoMatch } from './no-match';

export interface UpcomingPanelProps {
  contests: readonly ApiContest[] | undefined;
  platforms: readonly PlatformId[];
  q: string;
  length: ContestLength;
  onClearSearch: () => void;
  /** Said instead of 'No … contests found.' when platforms it covers never synced or are failing. */
  emptyNote?: ReactNode;
  /** With a search: how many the Past tab holds ('3 matches in Past contests →'). */
  otherTab?: ReactNode;
  now: Date;
  renderActions?: ContestGridProps['renderActions'];
  hiding?: Hiding;
}

export function UpcomingPanel({
  contests,
  platforms,
  q,
  length,
  onClearSearch,
  emptyNote,
  otherTab,
  now,
  renderActions,
  hiding,
}: UpcomingPanelProps) {
  // Cards for newly arrived data render in a transition, in slices the browser can interrupt.
  const arrived = useDeferredValue(contests);
  if (!arrived) return <SkeletonGrid />;
  const matching = upcomingMatches(arrived, { platforms, length, q });
  // A signed-in user's hidden series leave the list here too (the same rule as the server's).
  const isHidden = hiding?.isHidden;
  const hidden = isHidden ? matching.filter(isHidden).length : 0;
  const shown = isHidden && !hiding.shown ? matching.filter((c) => !isHidden(c)) : matching;
  const toggle = hiding?.toggle(hidden);
  if (shown.length === 0) {
    return (
      <>
        {toggle}
        {otherTab}
        {q ? (
          <NoMatch q={q} onClear={onClearSearch} />
        ) : (
          <MessageBox>{emptyNote || 'No upcoming contests found.'}</MessageBox>
        )}
      </>
    );
  }
  return (
    <>
      {toggle}
      {otherTab}
      <ContestGrid
        contests={shown}
        now={now}
        renderActions={renderActions}
        menuGroups={hiding?.menuGroups}
      />
    </>
  );
}
