import type { ReactNode } from 'react';
import type { ApiPastResponse } from '@contest-tracker/contract';
import { pastPageCount } from '@contest-tracker/contract/pure';
import { useDeferredValue } from 'react';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import type { Hiding } from '@/features/hidden-series';
import { ContestGrid, type ContestGridProps } from './contest-grid';
import { NoMatch } from './no-match';
import { Link } from '@/lib/router';
import { MonthPicker } from './month-picker';
import { Pager } from './pager';
import { pastTotalText } from './past-total';

export interface PastPanelProps {
  data: ApiPastResponse | undefined;
  page: number;
  /** The search the data answers; '' for none. */
  q: string;
  /** 'Go to month' ('2025-03'), '' for the newest. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The URL of a page of this list (for the link to the last page). */
  pageHref: (page: number) => string;
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
  month,
  onMonthChange,
  pageHref,
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
  // An answer kept from before the total existed (offline, the service worker's copy) has none.
  const total = (shown as Partial<ApiPastResponse> | undefined)?.total;
  const pageCount = shown && total !== undefined ? pastPageCount(total, shown.pageSize) : undefined;
  // Asked for a page past the last (an old link, a typed URL): say how many there are.
  const beyond = pageCount !== undefined && pageCount > 0 && page >= pageCount;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
          {total === undefined ? '\u00a0' : pastTotalText(total, month)}
        </p>
        <MonthPicker
          key={month}
          month={month}
          max={`${String(now.getFullYear())}-${String(now.getMonth() + 1).padStart(2, '0')}`}
          onChange={onMonthChange}
        />
      </div>
      {hiding?.toggle(shown?.hiddenCount)}
      {otherTab}
      {!shown || !contests ? (
        <SkeletonGrid />
      ) : beyond ? (
        <MessageBox>
          Page {(page + 1).toLocaleString('en-US')} is past the end: there{' '}
          {pageCount === 1 ? 'is 1 page' : `are ${pageCount.toLocaleString('en-US')} pages`}.{' '}
          <Link
            to={pageHref(pageCount - 1)}
            className="font-semibold text-sky-800 underline dark:text-sky-300"
          >
            Go to page {pageCount.toLocaleString('en-US')}
          </Link>
        </MessageBox>
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
        hasMore={!beyond && (shown?.hasMore ?? false)}
        pageCount={pageCount}
        loading={loading}
        onPageChange={onPageChange}
      />
    </>
  );
}
