import { Button } from '@/components/ui/button';

export interface PagerProps {
  /** 0-based. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  onPageChange: (page: number) => void;
  label: string;
}

/** Previous / Page N / Next; Next stops at the last page the server reports. */
export function Pager({ page, hasMore, loading, onPageChange, label }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-4">
      <Button
        disabled={page === 0 || loading}
        onClick={() => {
          onPageChange(page - 1);
        }}
      >
        Previous
      </Button>
      <span aria-live="polite" className="min-w-16 text-center text-sm font-medium">
        Page {page + 1}
      </span>
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
