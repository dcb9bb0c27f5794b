import type { PastContestsResponse } from '@contest-tracker/contract';
import { useDeferredValue } from 'react';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { ContestGrid, type ContestGridProps } from './contest-grid';
import { NoMatch } from './no-match';
import { Pager } from './pager';

export interface PastPanelProps {
  data: PastContestsResponse | undefined;
  page: number;
  /** The search the data answers; '' for none. */
  q: string;
  onClearSearch: () => void;
  loading: boolean;
  now: Date;
  renderActions?: ContestGridProps['renderActions'];
  onPageChange: (page: number) => void;
}

export function PastPanel({
  data,
  page,
  q,
  onClearSearch,
  loading,
  now,
  onPageChange,
  renderActions,
}: PastPanelProps) {
  // Cards for newly arrived data render in a transition, in slices the browser can interrupt.
  const shown = useDeferredValue(data);
  return (
    <>
      {!shown ? (
        <SkeletonGrid />
      ) : shown.pastContests.length === 0 ? (
        q ? (
          <NoMatch q={q} onClear={onClearSearch} />
        ) : (
          <MessageBox>No past contests found.</MessageBox>
        )
      ) : (
        <ContestGrid contests={shown.pastContests} now={now} renderActions={renderActions} />
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
