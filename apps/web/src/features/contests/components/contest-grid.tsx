import type { Contest } from '@contest-tracker/contract';
import { ContestCard } from './contest-card';

export function ContestGrid({ contests, now }: { contests: readonly Contest[]; now: Date }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {contests.map((contest) => (
        <li key={contest.id} className="flex">
          <ContestCard contest={contest} now={now} />
        </li>
      ))}
    </ul>
  );
}
