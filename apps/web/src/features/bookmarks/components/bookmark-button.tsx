import type { ApiContest } from '@contest-tracker/contract';
import { useToast } from '@/components/ui/toaster';
import { useToggleBookmark } from '@/features/bookmarks/api/toggle-bookmark';

const base =
  'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function BookmarkButton({
  contest,
  bookmarked,
}: {
  contest: ApiContest;
  bookmarked: boolean;
}) {
  const toggle = useToggleBookmark();
  const toast = useToast();
  return (
    <button
      type="button"
      disabled={toggle.isPending}
      className={`${base} ${bookmarked ? 'bg-white text-slate-900' : 'border border-white/70 text-white hover:bg-white/10'}`}
      onClick={() => {
        toggle.mutate(
          { contest, bookmarked },
          {
            onSuccess: () => {
              toast(
                bookmarked
                  ? `Removed ${contest.title} from bookmarks`
                  : `Bookmarked ${contest.title}`,
              );
            },
            onError: (error) => {
              toast(error.message, 'error');
            },
          },
        );
      }}
    >
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
      <span className="sr-only"> {contest.title}</span>
    </button>
  );
}
