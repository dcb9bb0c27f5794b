import type { ApiContest } from '@contest-tracker/contract';
import type { ReactNode } from 'react';
import type { CardMenuGroup } from '@/components/ui/menu-item';
import type { ContestView } from '@contest-tracker/contract/pure';
import { useHydrated } from '@/lib/use-hydrated';
import { useRevealed } from '@/lib/use-revealed';
import { ContestItem } from './contest-item';

export interface ContestGridProps {
  contests: readonly ApiContest[];
  now: Date;
  /** A card's buttons; `'row'` asks for the compact ones of the list's rows. */
  renderActions?: ((contest: ApiContest, layout?: 'row') => ReactNode) | undefined;
  /** More groups for a card's menu (signed in: 'Hide contests like this'). */
  menuGroups?: ((contest: ApiContest) => CardMenuGroup[]) | undefined;
  /** Home uses 1 then 3 columns; bookmarks 1, 2, then 3. */
  columns?: string;
  /** 'list': the compact view, a row per contest (home's 'Cards | List'). */
  view?: ContestView;
}

// A tall screen's worth of each (four rows of three cards; a desktop shows 15 rows of the list),
// drawn first; as many more per commit after that.
const FIRST_SCREEN: Record<ContestView, number> = { cards: 12, list: 30 };

/** Contests as cards, or as the compact list's rows (same order, actions and menu). */
export function ContestGrid({
  contests,
  now,
  renderActions,
  menuGroups,
  columns = 'grid-cols-1 md:grid-cols-3',
  view = 'cards',
}: ContestGridProps) {
  // The upcoming list holds every platform's next contests (59 in the demo): drawing them all
  // before the first showed was the first visit's longest task (decision 063).
  const revealed = useRevealed(contests.length, FIRST_SCREEN[view]);
  const drawn = revealed < contests.length ? contests.slice(0, revealed) : contests;
  const layout = view === 'list' ? 'row' : 'card';
  // Marked while it is the server's drawing (decision 070): index.css hides it from a reader whose
  // own platforms, view or account would change it (the theme script marks them).
  const fromPage = !useHydrated();
  return (
    <ul
      className={view === 'list' ? 'flex flex-col gap-1' : `grid gap-4 ${columns}`}
      data-cards-from-page={fromPage ? '' : undefined}
    >
      {drawn.map((contest) => (
        <ContestItem
          key={contest.id}
          contest={contest}
          now={now}
          renderActions={renderActions}
          menuGroups={menuGroups}
          layout={layout}
        />
      ))}
    </ul>
  );
}
