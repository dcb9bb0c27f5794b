const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** '2,214 past contests', or '1,030 past contests up to March 2025' after 'Go to month'. */
export function pastTotalText(total: number, month: string): string {
  const count = `${total.toLocaleString('en-US')} past ${total === 1 ? 'contest' : 'contests'}`;
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return count;
  return `${count} up to ${MONTH_NAME.format(new Date(year, monthNumber - 1, 1))}`;
}
