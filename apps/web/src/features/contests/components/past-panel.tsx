import type { ReactNode } from 'react';
import type { ApiPastResponse } from '@contest-tracker/contract';
import { useDeferredValue } from 'react';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import type { Hiding } from '@/features/hidden-series';
import { ContestGrid, type ContestGridProps } from './contest-grid';
import { NoMatch } from './no-match';
import { Pager } from './pager';

export interface PastPanelProps {
  data: ApiPastResponse | undefined;
  page: number;
  /** The search the data answers; '' for none. */
  q: string;
  onClearSearch: () => void;
  /** Said instead of 'No … contests found.' when platforms it covers never synced or are failing. */
  emptyNote?: ReactNode;
  /** With a search: how many the Upcoming tab holds ('1 match in Upcoming contests →'). */
  otherTab?: ReactNode;
  loading: boolean;
  now: Date;
  renderActions?: ContestGridProps['renderActions'];
  onPageChange: (page: number) => void;
  hiding?: Hiding;
  /** Cards or the compact list. */
  view?: ContestGridProps['view'];
}

export function PastPanel({
  data,
  page,
  q,
  onClearSearch,
  emptyNote,
  otherTab,
  loading,
  now,
  onPageChange,
  renderActions,
  hiding,
  view,
}: PastPanelProps) {
  // Cards for newly arrived data render in a transition, in slices the browser can interrupt.
  const shown = useDeferredValue(data);
  // The server filtered the page; this only takes out at once a series hidden a moment ago.
  const isHidden = hiding?.shown ? undefined : hiding?.isHidden;
  const contests = isHidden ? shown?.contests.filter((c) => !isHidden(c)) : shown?.contests;
  return (
    <>
      {hiding?.toggle(shown?.hiddenCount)}
      {otherTab}
      {!shown || !contests ? (
        <SkeletonGrid />
      ) : contests.length === 0 ? (
        q ? (
          <NoMatch q={q} onClear={onClearSearch} />
        ) : (
          <MessageBox>{emptyNote || 'No past contests found.'}</MessageBox>
        )
      ) : (
        <ContestGrid
          contests={contests}
          now={now}
          renderActions={renderActions}
          menuGroups={hiding?.menuGroups}
          view={view}
        />
      )}
      <Pager
        label="Past contests pages"
        page={page}
        hasMore={shown?.hasMore ?? false}
        loading={loading}
        onPageChange={onPageChange}
      />
    </>
  );
}
