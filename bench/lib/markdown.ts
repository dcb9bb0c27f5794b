/** A GitHub-flavoured Markdown table. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const ratio = (value: number, baseline: number) =>
  baseline > 0 ? (value / baseline).toFixed(2) : 'n/a';

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export const pass = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
