import type { Clock } from '#server/lib/clock';
import type { PlatformAdapter } from '#server/platforms/types';
import { adventContests } from './calendar';

/**
 * Computed from the clock, never fetched: the calendar is published as a rule, and asking the
 * site would only load a server its maker asks people to spare ("please be careful with
 * automated requests"). Nothing can fail but an aborted sync.
 */
export function createAdventOfCodeAdapter(deps: { clock: Clock }): PlatformAdapter {
  return {
    id: 'adventofcode',
    fetchContests(signal) {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      return Promise.resolve({ contests: adventContests(deps.clock.now()), malformed: 0 });
    },
  };
}
