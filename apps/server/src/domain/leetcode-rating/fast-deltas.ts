import { changeFor, type LeetCodeChange, type LeetCodeContestant } from './elo';
import { winsTable } from './wins-table';

/**
 * LeetCode's rating changes for a whole contest in O(n log n + m log m): one table of everyone's
 * summed win probability against any rating (wins-table.ts), then per contestant one lookup for the
 * expected rank and 32 for the bisection. Same formula as naive-deltas.ts.
 */
export function fastDeltas(contestants: readonly LeetCodeContestant[]): LeetCodeChange[] {
  if (contestants.length === 0) return [];
  const winsAgainst = winsTable(Float64Array.from(contestants, (row) => row.rating));
  return contestants.map((row) => changeFor(row, winsAgainst));
}
