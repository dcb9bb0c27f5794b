import type { Contest } from '@contest-tracker/contract';
import { useCallback } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import { BookmarkButton } from '@/features/bookmarks/components/bookmark-button';
import { SolutionButton } from '@/features/solutions/components/solution-button';

/** A card's buttons for whoever is signed in: Bookmark for users, the solution link for admins. */
export function useContestActions() {
  const { data: user } = useMe();
  return useCallback(
    (contest: Contest) =>
      user ? (
        <>
          <BookmarkButton contest={contest} bookmarked={user.bookmarks.includes(contest.id)} />
          {user.isadmin && <SolutionButton contest={contest} />}
        </>
      ) : null,
    [user],
  );
}
