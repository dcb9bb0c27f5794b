import { Button } from '@/components/ui/button';

export interface PagerProps {
  /** 0-based. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  onPageChange: (page: number) => void;
  label: string;
  /** When the list's size is known: numbered pages, the first and the last always among them. */
  pageCount?: number | undefined;
}

/** 0-based pages to show around `page`, with null for a gap: 1 … 4 5 6 … 185. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set(
    [0, page - 1, page, page + 1, pageCount - 1].filter((p) => p >= 0 && p < pageCount),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || p === previous + 1) return [p];
    // A gap of one page shows that page rather than an ellipsis.
    return p === previous + 2 ? [p - 1, p] : [null, p];
  });
}

const numberClass =
  'min-w-9 rounded-lg px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-50 aria-[current=page]:bg-sky-700 aria-[current=page]:text-white dark:hover:bg-slate-800';

/** Previous / Page N / Next (and numbered pages when their count is known); Next stops at the last page. */
export function Pager({ page, hasMore, loading, onPageChange, label, pageCount }: PagerProps) {
  const numbered = pageCount !== undefined && pageCount > 1;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      <Button
        disabled={page === 0 || loading}
        onClick={() => {
          onPageChange(page - 1);
        }}
      >
        Previous
      </Button>
      <span
        aria-live="polite"
        className={numbered ? 'sr-only' : 'min-w-16 text-center text-sm font-medium'}
      >
        Page {page + 1}
      </span>
      {numbered && (
        <ul className="flex flex-wrap items-center gap-1">
          {pageNumbers(page, pageCount).map((p, i) => (
            <li key={p ?? `gap-${String(i)}`}>
              {p === null ? (
                <span aria-hidden="true" className="px-1 text-slate-500">
                  …
                </span>
              ) : (
                <button
                  type="button"
                  className={numberClass}
                  aria-label={`Page ${String(p + 1)}`}
                  aria-current={p === page ? 'page' : undefined}
                  disabled={loading}
                  onClick={() => {
                    if (p !== page) onPageChange(p);
                  }}
                >
                  {(p + 1).toLocaleString('en-US')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button
        disabled={loading || !hasMore}
        onClick={() => {
          onPageChange(page + 1);
        }}
      >
        Next
      </Button>
    </nav>
  );
}
