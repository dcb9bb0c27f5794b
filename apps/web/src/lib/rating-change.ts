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

/** 'You: #777 · predicted +34 (1635 → 1669)' until official, then 'You: #777 · +31'. */
export function yourResultText(you: YourResult): string {
  const change = ratingChangeText(you.ratingChange);
  if (!you.predicted) return `You: #${you.rank} · ${change}`;
  const ratings =
    you.oldRating === undefined || you.newRating === undefined
      ? ''
      : ` (${you.oldRating} → ${you.newRating})`;
  return `You: #${you.rank} · predicted ${change}${ratings}`;
}
