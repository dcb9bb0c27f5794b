/** The loading placeholder: three cards' worth of grey, announced once to screen readers. */
export function SkeletonGrid({ label = 'Loading contests…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="skeleton-grid">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <div
            key={key}
            data-testid="skeleton-card"
            className="flex h-48 animate-pulse flex-col gap-3 rounded-xl bg-slate-200 p-5 dark:bg-slate-800"
          >
            <div className="h-4 w-20 rounded bg-slate-300 dark:bg-slate-700" />
            <div className="h-6 w-3/4 rounded bg-slate-300 dark:bg-slate-700" />
            <div className="h-4 w-1/2 rounded bg-slate-300 dark:bg-slate-700" />
          </div>
        ))}
      </div>
    </div>
  );
}
