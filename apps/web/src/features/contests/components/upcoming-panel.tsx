import type { Contest } from '@contest-tracker/contract';
import {
  PLATFORM_NAMES,
  matchesLength,
  matchesSearch,
  type ContestLength,
  type PlatformId,
} from '@contest-tracker/contract/pure';
import { useDeferredValue } from 'react';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { ContestGrid, type ContestGridProps } from './contest-grid';
import { NoMatch } from './no-match';

export interface UpcomingPanelProps {
  contests: readonly Contest[] | undefined;
  platforms: readonly PlatformId[];
  q: string;
  length: ContestLength;
  onClearSearch: () => void;
  now: Date;
  renderActions?: ContestGridProps['renderActions'];
}

export function UpcomingPanel({
  contests,
  platforms,
  q,
  length,
  onClearSearch,
  now,
  renderActions,
}: UpcomingPanelProps) {
  // Cards for newly arrived data render in a transition, in slices the browser can interrupt.
  const arrived = useDeferredValue(contests);
  if (!arrived) return <SkeletonGrid />;
  // The upcoming list is complete (not a page), so narrowing it here loses nothing; the search
  // is the contract's rule, the one the server applies to past contests.
  const names = new Set<string>(platforms.map((id) => PLATFORM_NAMES[id]));
  const shown = arrived.filter(
    (c) =>
      (names.size === 0 || names.has(c.type)) &&
      matchesLength(c.duration, length) &&
      matchesSearch(c, q),
  );
  if (shown.length === 0) {
    return q ? (
      <NoMatch q={q} onClear={onClearSearch} />
    ) : (
      <MessageBox>No upcoming contests found.</MessageBox>
    );
  }
  return <ContestGrid contests={shown} now={now} renderActions={renderActions} />;
}
