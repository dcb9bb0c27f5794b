import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useMe } from '@/features/auth';
import { Pager } from '@/features/contests';
import { UpsolveContest, UpsolveEasiest, upsolveAnchor, useUpsolve } from '@/features/handles';
import { SignInPrompt } from './sign-in-prompt';

function readPage(params: URLSearchParams): number {
  const shown = Number(params.get('page') ?? '1');
  return Number.isInteger(shown) && shown >= 1 && shown <= 1000 ? shown - 1 : 0;
}

/**
 * The problems left from the contests the user took part in, newest contest first, each with its
 * difficulty, open ones easiest first; 'Easiest first' (`?order=easiest`) lists the page's
 * problems across its contests by difficulty. Solved ones wait behind 'Show solved (N)' (`?solved=1`); `?contest=<id>` (a card's 'N to upsolve') opens
 * the page holding that contest and focuses it.
 */
export default function UpsolvePage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const contest = params.get('contest') ?? undefined;
  const showSolved = params.get('solved') === '1';
  const easiest = params.get('order') === 'easiest';
  const upsolve = useUpsolve(
    { page: readPage(params), ...(contest ? { contest } : {}) },
    Boolean(me.data),
  );
  const data = upsolve.data;
  // Once per link followed: a refetch (the window focused again) does not scroll back to it.
  const arrived = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!contest || !data || arrived.current === contest) return;
    arrived.current = contest;
    // The heading, not the card: a screen reader reads the contest's title on arrival; focus
    // scrolls it into view, clear of the sticky header (its scroll margin).
    document.getElementById(upsolveAnchor(contest))?.focus();
  }, [contest, data]);

  if (!me.isPending && !me.data) {
    return <SignInPrompt title="Upsolve" what="what is left to upsolve" />;
  }
  const solved = data?.contests.flatMap((c) => c.problems).filter((p) => p.solved).length ?? 0;
  const open = data?.contests.flatMap((c) => c.problems).filter((p) => !p.solved).length ?? 0;
  const keep = (next: Record<string, string>) => {
    setParams({
      ...next,
      ...(showSolved ? { solved: '1' } : {}),
      ...(easiest ? { order: 'easiest' } : {}),
    });
  };
  const toggle = (name: string, value: string, on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  const toggleClass =
    'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-pressed:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700';
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Upsolve</h1>
      {upsolve.isError && !data ? (
        <MessageBox>{upsolve.error.message}</MessageBox>
      ) : !data ? (
        <SkeletonGrid label="Loading what is left to upsolve…" />
      ) : data.contests.length === 0 ? (
        <MessageBox>
          Nothing to upsolve yet. <Link to="/profile">Link your handle</Link> to see the problems
          you did not solve during your contests.
        </MessageBox>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium" data-testid="upsolve-open">
              {open} open on this page
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                aria-pressed={easiest}
                className={toggleClass}
                onClick={() => {
                  toggle('order', 'easiest', easiest);
                }}
              >
                Easiest first
              </button>
              {solved > 0 && (
                <button
                  type="button"
                  aria-pressed={showSolved}
                  className={toggleClass}
                  onClick={() => {
                    toggle('solved', '1', showSolved);
                  }}
                >
                  Show solved ({solved})
                </button>
              )}
            </div>
          </div>
          {easiest ? (
            <UpsolveEasiest contests={data.contests} showSolved={showSolved} />
          ) : (
            <ul className="flex flex-col gap-4">
              {data.contests.map((item) => (
                <UpsolveContest
                  key={item.contestId}
                  contest={item}
                  showSolved={showSolved}
                  target={item.contestId === contest}
                />
              ))}
            </ul>
          )}
          <Pager
            label="Upsolve pages"
            page={data.page}
            hasMore={data.hasMore}
            loading={upsolve.isFetching}
            onPageChange={(next) => {
              keep(next > 0 ? { page: String(next + 1) } : {});
            }}
          />
        </>
      )}
    </main>
  );
}
