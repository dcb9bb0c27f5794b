import type { ApiContest } from '@contest-tracker/contract';
import type { ReactNode } from 'react';
import type { CardMenuGroup } from '@/components/ui/menu-item';
import { ContestRow } from './contest-row';

export interface ContestListProps {
  contests: readonly ApiContest[];
  now: Date;
  renderActions?: ((contest: ApiContest, layout: 'row') => ReactNode) | undefined;
  menuGroups?: ((contest: ApiContest) => CardMenuGroup[]) | undefined;
}

/** The compact view: a row per contest, the same order, actions and menu as the cards. */
export function ContestList({ contests, now, renderActions, menuGroups }: ContestListProps) {
  return (
    <ul className="flex flex-col gap-1">
      {contests.map((contest) => (
        <li key={contest.id} className="flex">
          <ContestRow
            contest={contest}
            now={now}
            actions={renderActions?.(contest, 'row')}
            {...(menuGroups ? { menuGroups: menuGroups(contest) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
