import { contestStatusAt } from '@contest-tracker/contract/pure';
import { MessageBox } from '@/components/ui/message-box';
import { useMe } from '@/features/auth';
import {
  ContestFacts,
  ContestLinks,
  ContestResults,
  ContestUpsolve,
  isUnknownContest,
  useContest,
} from '@/features/contest-page';
import { minutesOf } from '@/lib/contest-time';
import { useNow } from '@/lib/use-now';
import { NotFoundPage } from './not-found';

const PAGE_CLASS = 'mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8';

/**
 * A contest's own page (`/contest/:id`), where a reminder or a shared link lands: its facts and
 * links for everyone; signed in, after it ends, the user's and their followed handles' results
 * and what is left to upsolve. An id we do not have is the not-found page, as the server's 404 is.
 */
export default function ContestPage({ id }: { id: string }) {
  const contest = useContest(id);
  const me = useMe();
  // The countdown counts minutes: re-read well within one, so 'Live' comes on time.
  const now = useNow(10_000);

  if (isUnknownContest(contest.error)) return <NotFoundPage />;
  if (!contest.data) {
    return (
      <main id="main" className={PAGE_CLASS}>
        {contest.isError ? (
          <MessageBox>{contest.error.message}</MessageBox>
        ) : (
          <div role="status" aria-live="polite" data-testid="contest-loading">
            <span className="sr-only">Loading the contest…</span>
            <div
              aria-hidden="true"
              className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800"
            />
          </div>
        )}
      </main>
    );
  }
  const data = contest.data;
  const finished = contestStatusAt(new Date(data.startsAt), minutesOf(data), now) === 'finished';
  const signedIn = Boolean(me.data);
  return (
    <main id="main" className={PAGE_CLASS}>
      <ContestFacts contest={data} now={now} />
      <ContestLinks contest={data} now={now} />
      {signedIn && finished && (
        <>
          <ContestResults contest={data} />
          <ContestUpsolve contest={data} />
        </>
      )}
    </main>
  );
}
