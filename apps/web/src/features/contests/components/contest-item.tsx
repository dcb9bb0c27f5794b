import type { ApiContest } from '@contest-tracker/contract';
import { memo, type ReactNode } from 'react';
import type { CardMenuGroup } from '@/components/ui/menu-item';
import { ContestCard } from './contest-card';
import { ContestRow } from './contest-row';

export interface ContestItemProps {
  contest: ApiContest;
  now: Date;
  renderActions?: ((contest: ApiContest, layout?: 'row') => ReactNode) | undefined;
  menuGroups?: ((contest: ApiContest) => CardMenuGroup[]) | undefined;
  /** A card of the grid or a row of the compact list. */
  layout: 'card' | 'row';
}

/**
 * One contest of a list, as a card or a row. Memoized: a list drawn a screenful at a time
 * (use-revealed.ts) redraws only the new screenful, not every item before it, and a page
 * re-rendering for something else (the platforms' status arriving) leaves unchanged items alone.
 */
export const ContestItem = memo(function ContestItem({
  contest,
  now,
  renderActions,
  menuGroups,
  layout,
}: ContestItemProps) {
  const groups = menuGroups ? { menuGroups: menuGroups(contest) } : {};
  return (
    // Every card is painted: with `content-visibility: auto` a card at the edge of the view went
    // unpainted, and axe read its white text on the page's light ground.
    <li className="flex">
      {layout === 'row' ? (
        <ContestRow
          contest={contest}
          now={now}
          actions={renderActions?.(contest, 'row')}
          {...groups}
        />
      ) : (
        <ContestCard contest={contest} now={now} actions={renderActions?.(contest)} {...groups} />
      )}
    </li>
  );
});
