import { PLATFORM_NAMES } from '@contest-tracker/contract/pure';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { apiRequest } from '@/lib/api-client';
import { useHiddenSeries } from '../api/use-hidden-series';
import { unhideSeries } from '../lib/hide-series';

/** /profile: the series this user hid from their lists, each with 'Unhide'. */
export function HiddenSeriesSection() {
  const hidden = useHiddenSeries(true);
  const queryClient = useQueryClient();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const series = hidden.data?.series ?? [];
  return (
    <section
      aria-labelledby="hidden-series-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="hidden-series-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-2 text-lg font-semibold"
      >
        Hidden series
      </h2>
      {hidden.isPending ? (
        <p className="text-slate-700 dark:text-slate-300">Loading your hidden series…</p>
      ) : hidden.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {hidden.error.message}
        </p>
      ) : series.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">
          You hide no series. ‘Hide contests like this’ in a card’s menu leaves a series out of your
          lists (contests you bookmarked stay).
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {series.map((entry) => (
            <li key={entry.seriesKey} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{entry.title}</span>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  ({PLATFORM_NAMES[entry.platform]})
                </span>
              </span>
              <Button
                onClick={() => {
                  // The row goes at once; focus stays in this section rather than on nothing.
                  heading.current?.focus();
                  void unhideSeries({ queryClient, toast, request: apiRequest }, entry);
                }}
              >
                Unhide<span className="sr-only"> {entry.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
