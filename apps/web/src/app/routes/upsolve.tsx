import { Link, useSearchParams } from '@/lib/router';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useMe } from '@/features/auth';
import { Pager } from '@/features/contests';
import { useUpsolve } from '@/features/handles';
import { SignInPrompt } from './sign-in-prompt';

function readPage(params: URLSearchParams): number {
  const shown = Number(params.get('page') ?? '1');
  return Number.isInteger(shown) && shown >= 1 && shown <= 1000 ? shown - 1 : 0;
}

/** The problems left from the contests the user took part in, newest contest first. */
export default function UpsolvePage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const upsolve = useUpsolve(page, Boolean(me.data));
  if (!me.isPending && !me.data) {
    return <SignInPrompt title="Upsolve" what="what is left to upsolve" />;
  }
  const data = upsolve.data;
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
          <ul className="flex flex-col gap-4">
            {data.contests.map((contest) => (
              <li
                key={contest.contestId}
                className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <h2 className="mb-2 font-semibold">{contest.title}</h2>
                <ul className="flex flex-col gap-1">
                  {contest.problems.map((problem) => (
                    <li key={problem.id} className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className={problem.solved ? 'text-emerald-700 dark:text-emerald-400' : ''}
                      >
                        {problem.solved ? '✓' : '○'}
                      </span>
                      <a
                        href={problem.link}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`${problem.id}. ${problem.name} (${problem.solved ? 'solved since' : 'not solved yet'})`}
                        className={`underline-offset-4 hover:underline ${problem.solved ? 'text-slate-600 line-through dark:text-slate-400' : 'font-medium text-sky-800 dark:text-sky-300'}`}
                      >
                        {problem.id}. {problem.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Pager
            label="Upsolve pages"
            page={page}
            hasMore={data.hasMore}
            loading={upsolve.isFetching}
            onPageChange={(next) => {
              setParams(next > 0 ? { page: String(next + 1) } : {});
            }}
          />
        </>
      )}
    </main>
  );
}
