import { useSearchParams } from '@/lib/router';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useMe } from '@/features/auth';
import { Pager } from '@/features/contests';
import { useSolutionQueue, QueuedVideoCard } from '@/features/solutions';
import { useNow } from '@/lib/use-now';
import { SignInPrompt } from './sign-in-prompt';

const TITLE = 'Review solution videos';

function readPage(params: URLSearchParams): number {
  const shown = Number(params.get('page') ?? '1');
  return Number.isInteger(shown) && shown >= 1 && shown <= 100_000 ? shown - 1 : 0;
}

/** `/admin/solutions`: videos the server could not attach by itself, for an admin to decide. */
export default function AdminSolutionsPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const isAdmin = me.data?.isadmin === true;
  const queue = useSolutionQueue(page, isAdmin);
  const now = useNow();

  if (!me.isPending && !me.data) return <SignInPrompt title={TITLE} what="the review queue" />;
  const data = queue.data;
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Videos from the solution playlists that could not be matched to exactly one ended contest.
          Attach one to its contest, or dismiss it for good. A video for several divisions stays
          until each of them has it.
        </p>
      </div>
      {me.isPending ? (
        <SkeletonGrid label="Loading…" />
      ) : !isAdmin ? (
        <MessageBox>Only admins can review solution videos.</MessageBox>
      ) : queue.isError && !data ? (
        <MessageBox>{queue.error.message}. Please try again later.</MessageBox>
      ) : !data ? (
        <SkeletonGrid label="Loading the review queue…" />
      ) : (
        <>
          {data.videos.length === 0 ? (
            <MessageBox>No videos are waiting for review.</MessageBox>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.videos.map((video) => (
                <li key={video.videoId}>
                  <QueuedVideoCard video={video} now={now} />
                </li>
              ))}
            </ul>
          )}
          {(page > 0 || data.hasMore) && (
            <Pager
              label="Review queue pages"
              page={page}
              hasMore={data.hasMore}
              loading={queue.isFetching}
              onPageChange={(next) => {
                setParams(next > 0 ? { page: String(next + 1) } : {});
              }}
            />
          )}
        </>
      )}
    </main>
  );
}
