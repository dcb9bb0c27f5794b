import { Parser } from 'htmlparser2';
import { UpstreamError } from '#server/platforms/upstream-error';
import { PAGE_LIMITS, type PageLimits } from './page-limits';
import type { AtcoderPageRow } from './schema';

const TABLES = ['contest-table-action', 'contest-table-upcoming'] as const;

const unexpected = (field: string, detail: string) =>
  new UpstreamError(
    'unexpected_shape',
    `atcoder: ${detail}`,
    false,
    undefined,
    `unexpected answer: field ${field}`,
  );

const overLimit = (category: string, detail: string) =>
  new UpstreamError('parse_limit', `atcoder: ${detail}`, false, undefined, category);

interface Cell {
  depth: number;
  text: string;
  time?: string;
  href?: string;
  linkText?: string;
}

/** What one `<tr>` of a contests table gave: its cells' text, first `<time>` and contest link. */
function toRow(cells: readonly Cell[], table: string, index: number): AtcoderPageRow | undefined {
  if (cells.length === 0) return undefined; // a header row (th only)
  const start = (cells[0]?.time ?? '').trim();
  const id = (cells[1]?.href ?? '').replace(/^\/contests\//, '').replace(/[/?#].*$/s, '');
  const duration = (cells[2]?.text ?? '').trim();
  if (!start || !id || !duration) {
    throw unexpected(`#${table} row ${index}`, `row ${index} of #${table} unreadable`);
  }
  return { id, title: cells[1]?.linkText ?? '', start, duration };
}

/**
 * The running and upcoming contests of `atcoder.jp/contests/`, read in one streaming pass (no
 * tree is built, so no markup costs more than linear time) with a depth and an element limit.
 * The upcoming table must be there (empty or not): a page without it is a changed page, and an
 * error rather than an empty list. The running table is read when present, since the page
 * leaves it out while nothing runs.
 */
export function parseAtcoderContestsPage(
  html: string,
  limits: PageLimits = PAGE_LIMITS,
): AtcoderPageRow[] {
  const rows: AtcoderPageRow[] = [];
  let depth = 0;
  let elements = 0;
  let container: { id: string; depth: number; rows: number } | undefined;
  let openTables = 0;
  // An object: the callbacks set it, and the check after the parse must see that.
  const seen = { upcomingTable: false };
  let row: { depth: number; cells: Cell[] } | undefined;
  let cell: Cell | undefined;
  let timeDepth: number | undefined;
  let linkDepth: number | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        elements++;
        if (depth > limits.maxDepth) {
          throw overLimit('page too deeply nested', `page nested over ${limits.maxDepth} deep`);
        }
        if (elements > limits.maxElements) {
          throw overLimit('page too large', `page over ${limits.maxElements} elements`);
        }
        const id = attributes.id ?? '';
        if (!container && (TABLES as readonly string[]).includes(id)) {
          container = { id, depth, rows: 0 };
          return;
        }
        if (!container) return;
        if (name === 'table') {
          openTables++;
          if (container.id === 'contest-table-upcoming') seen.upcomingTable = true;
        } else if (name === 'tr' && openTables > 0 && !row) {
          row = { depth, cells: [] };
        } else if (name === 'td' && row && depth === row.depth + 1) {
          cell = { depth, text: '' };
        } else if (cell && name === 'time' && cell.time === undefined) {
          cell.time = '';
          timeDepth = depth;
        } else if (cell && name === 'a' && cell.href === undefined) {
          const href = attributes.href ?? '';
          if (href.startsWith('/contests/')) {
            cell.href = href;
            cell.linkText = '';
            linkDepth = depth;
          }
        }
      },
      ontext(text) {
        if (!cell) return;
        cell.text += text;
        if (timeDepth !== undefined) cell.time = (cell.time ?? '') + text;
        if (linkDepth !== undefined) cell.linkText = (cell.linkText ?? '') + text;
      },
      onclosetag(name) {
        if (timeDepth === depth) timeDepth = undefined;
        if (linkDepth === depth) linkDepth = undefined;
        if (cell && row && cell.depth === depth) {
          row.cells.push(cell);
          cell = undefined;
        }
        if (container && row?.depth === depth) {
          const read = toRow(row.cells, container.id, container.rows + 1);
          if (read) {
            container.rows++;
            rows.push(read);
          }
          row = undefined;
        }
        if (container && name === 'table') openTables = Math.max(0, openTables - 1);
        if (container?.depth === depth) {
          container = undefined;
          openTables = 0;
        }
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (!seen.upcomingTable) {
    throw unexpected('#contest-table-upcoming', 'no upcoming contests table on the page');
  }
  return rows;
}
