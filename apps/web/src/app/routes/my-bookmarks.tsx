import type { ApiContest } from '@contest-tracker/contract';
import { useSearchParams } from '@/lib/router';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useMe } from '@/features/auth';
import { bookmarksByTime, useBookmarks } from '@/features/bookmarks';
import { ContestGrid, Pager, TimeZoneNote } from '@/features/contests';
import { useNow } from '@/lib/use-now';
import { useContestActions } from '@/app/contest-actions';
import { SignInPrompt } from './sign-in-prompt';

function readPage(params: URLSearchParams): number {
  const shown = Number(params.get('page') ?? '1');
  return Number.isInteger(shown) && shown >= 1 && shown <= 100_000 ? shown - 1 : 0;
}

export default function MyBookmarksPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const bookmarks = useBookmarks(page, Boolean(me.data));
  const now = useNow();
  const renderActions = useContestActions();

  // Signed out only on the server's word (a 401) or without a token, not for want of a connection.
  if (me.data === null) {
    return <SignInPrompt title="My Bookmarks" what="your bookmarked contests" />;
  }
  const data = bookmarks.data;
  const groups = data && bookmarksByTime(data.contests, now);
  const grid = (contests: ApiContest[]) => (
    <ContestGrid
      contests={contests}
      now={now}
      renderActions={renderActions}
      columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
    />
  );
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Bookmarks</h1>
      <TimeZoneNote now={now} />
      {(bookmarks.isError || me.isError) && !data ? (
        <MessageBox>Failed to load bookmarks. Please try again later.</MessageBox>
      ) : !data ? (
        <SkeletonGrid label="Loading your bookmarks…" />
      ) : data.contests.length === 0 && page === 0 ? (
        <MessageBox>No bookmarked contests found.</MessageBox>
      ) : (
        <>
          {!groups || data.contests.length === 0 ? (
            <MessageBox>No bookmarked contests found.</MessageBox>
          ) : (
            <>
              {groups.current.length > 0 && (
                <section aria-labelledby="bookmarks-current" className="flex flex-col gap-3">
                  <h2 id="bookmarks-current" className="text-xl font-semibold">
                    Running and upcoming
                  </h2>
                  {grid(groups.current)}
                </section>
              )}
              {groups.past.length > 0 && (
                <section aria-labelledby="bookmarks-past" className="flex flex-col gap-3">
                  <h2 id="bookmarks-past" className="text-xl font-semibold">
                    Past
                  </h2>
                  {grid(groups.past)}
                </section>
              )}
            </>
          )}
          <Pager
            label="Bookmark pages"
            page={page}
            hasMore={data.hasMore}
            loading={bookmarks.isFetching}
            onPageChange={(next) => {
              setParams(next > 0 ? { page: String(next + 1) } : {});
            }}
          />
        </>
      )}
    </main>
  );
}
