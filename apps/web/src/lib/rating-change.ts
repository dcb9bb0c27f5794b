/** '+35', '−12' (a true minus sign), '±0'. */
export function ratingChangeText(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '±0';
}

interface YourResult {
  rank: number;
  ratingChange: number;
  predicted?: boolean | undefined;
  oldRating?: number | undefined;
  newRating?: number | undefined;
}

/**
 * '<who>: #777 · predicted +34 (1635 → 1669)' until official, then '<who>: #777 · +31': the
 * user's line ('You') and, on a contest's page, each followed handle's ('tourist').
 */
export function resultText(who: string, result: YourResult): string {
  const change = ratingChangeText(result.ratingChange);
  if (!result.predicted) return `${who}: #${result.rank} · ${change}`;
  const ratings =
    result.oldRating === undefined || result.newRating === undefined
      ? ''
      : ` (${result.oldRating} → ${result.newRating})`;
  return `${who}: #${result.rank} · predicted ${change}${ratings}`;
}

/** 'You: #777 · predicted +34 (1635 → 1669)' until official, then 'You: #777 · +31'. */
export const yourResultText = (you: YourResult): string => resultText('You', you);
