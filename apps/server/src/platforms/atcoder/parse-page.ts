import { load } from 'cheerio';
import { UpstreamError } from '#server/platforms/upstream-error';
import type { AtcoderPageRow } from './schema';

const unexpected = (field: string, detail: string) =>
  new UpstreamError(
    'unexpected_shape',
    `atcoder: ${detail}`,
    false,
    undefined,
    `unexpected answer: field ${field}`,
  );

/**
 * The running and upcoming contests of `atcoder.jp/contests/`. The upcoming table must be there
 * (empty or not): a page without it is a changed page, and an error rather than an empty list.
 * The running table is read when present, since the page leaves it out while nothing runs.
 */
export function parseAtcoderContestsPage(html: string): AtcoderPageRow[] {
  const $ = load(html);
  if ($('#contest-table-upcoming table').length === 0) {
    throw unexpected('#contest-table-upcoming', 'no upcoming contests table on the page');
  }
  const rows: AtcoderPageRow[] = [];
  for (const table of ['#contest-table-action', '#contest-table-upcoming']) {
    $(`${table} table tbody tr`).each((index, tr) => {
      const cells = $(tr).children('td');
      if (cells.length === 0) return; // a header row inside tbody
      const start = cells.eq(0).find('time').first().text().trim();
      const link = cells.eq(1).find('a[href^="/contests/"]').first();
      const id = (link.attr('href') ?? '').replace(/^\/contests\//, '').replace(/[/?#].*$/, '');
      const duration = cells.eq(2).text().trim();
      if (!start || !id || !duration) {
        throw unexpected(`${table} row ${index + 1}`, `row ${index + 1} of ${table} unreadable`);
      }
      rows.push({ id, title: link.text(), start, duration });
    });
  }
  return rows;
}
