import type { ApiContest } from '@contest-tracker/contract';
import { useToast } from '@/components/ui/toaster';
import { useToggleBookmark } from '@/features/bookmarks/api/toggle-bookmark';

const base =
  'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const compactBase =
  'rounded-md px-2 py-px text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * 'Bookmark' / 'Bookmarked'; `compact` (a row of the compact list): a star of the row's height,
 * the same words for screen readers and in its tooltip.
 */
export function BookmarkButton({
  contest,
  bookmarked,
  compact = false,
}: {
  contest: ApiContest;
  bookmarked: boolean;
  compact?: boolean;
}) {
  const text = bookmarked ? 'Bookmarked' : 'Bookmark';
  const toggle = useToggleBookmark();
  const toast = useToast();
  return (
    <button
      type="button"
      disabled={toggle.isPending}
      className={`${compact ? compactBase : base} ${bookmarked ? 'border-white bg-white text-slate-900' : 'border-white/70 text-white hover:bg-white/10'} ${compact ? 'border' : bookmarked ? '' : 'border'}`}
      {...(compact ? { title: text } : {})}
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
      {compact ? (
        <>
          <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>
          <span className="sr-only">{text}</span>
        </>
      ) : (
        text
      )}
      <span className="sr-only"> {contest.title}</span>
    </button>
  );
}
