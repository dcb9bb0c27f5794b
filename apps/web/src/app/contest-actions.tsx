import type { ApiContest } from '@contest-tracker/contract';
import { contestStatusAt } from '@contest-tracker/contract/pure';
import { useCallback } from 'react';
import { useMe } from '@/features/auth';
import { minutesOf } from '@/lib/contest-time';
import { BookmarkButton } from '@/features/bookmarks';
import { SolutionButton } from '@/features/solutions';

/**
 * A card's buttons for whoever is signed in: Bookmark for users, the solution link for admins
 * once the contest has ended (rules forbid sharing solutions while it runs; the server agrees).
 * Pages re-render on their clock's tick, so the button appears at the end without a reload.
 */
export function useContestActions() {
  const { data: user } = useMe();
  return useCallback(
    (contest: ApiContest, layout?: 'row') =>
      user ? (
        <>
          <BookmarkButton
            contest={contest}
            bookmarked={user.bookmarks.includes(contest.id)}
            compact={layout === 'row'}
          />
          {user.isadmin &&
            contestStatusAt(new Date(contest.startsAt), minutesOf(contest), new Date()) ===
              'finished' && <SolutionButton contest={contest} />}
        </>
      ) : null,
    [user],
  );
}
