/** '+35', '−12' (a true minus sign), '±0'. */
export function ratingChangeText(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '±0';
}
