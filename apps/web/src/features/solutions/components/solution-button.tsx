import type { ApiContest } from '@contest-tracker/contract';
import { lazy, Suspense, useState } from 'react';

const SolutionDialog = lazy(() => import('./solution-dialog'));

/** Admins only (the caller decides; the server enforces): add a link, or replace or remove one. */
export function SolutionButton({ contest }: { contest: ApiContest }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rounded-lg border border-white/70 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {contest.solution ? 'Edit Solution' : 'Add Solution'}
        <span className="sr-only"> for {contest.title}</span>
      </button>
      {loaded && (
        <Suspense>
          <SolutionDialog contest={contest} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
