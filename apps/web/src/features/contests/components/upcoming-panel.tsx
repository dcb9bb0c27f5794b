import type { Contest } from '@contest-tracker/contract';
import type { PlatformId } from '@contest-tracker/contract/pure';
import { PLATFORM_NAMES } from '@contest-tracker/contract/pure';
import { useDeferredValue } from 'react';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { ContestGrid, type ContestGridProps } from './contest-grid';

export interface UpcomingPanelProps {
  contests: readonly Contest[] | undefined;
  platforms: readonly PlatformId[];
  now: Date;
  renderActions?: ContestGridProps['renderActions'];
}

export function UpcomingPanel({ contests, platforms, now, renderActions }: UpcomingPanelProps) {
  // Cards for newly arrived data render in a transition, in slices the browser can interrupt.
  const arrived = useDeferredValue(contests);
  if (!arrived) return <SkeletonGrid />;
  // The upcoming list is complete (not a page), so narrowing it here loses nothing.
  const names = new Set<string>(platforms.map((id) => PLATFORM_NAMES[id]));
  const shown = names.size === 0 ? arrived : arrived.filter((c) => names.has(c.type));
  if (shown.length === 0) return <MessageBox>No upcoming contests found.</MessageBox>;
  return <ContestGrid contests={shown} now={now} renderActions={renderActions} />;
}
