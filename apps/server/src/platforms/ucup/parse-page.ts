import { Parser } from 'htmlparser2';
import { UpstreamError } from '#server/platforms/upstream-error';

/** The schedule page is a few KB of markup; past these it is not ucup.ac's page. */
const LIMITS = { maxDepth: 256, maxElements: 20_000 };

/** One `<th>`/`<td>`: its text, whitespace collapsed, and its first link. */
interface Cell {
  header: boolean;
  text: string;
  href?: string;
}

interface Table {
  rows: Cell[][];
}

/** What the page holds: the season its first heading names, and every table's rows. */
export interface SchedulePage {
  season?: number;
  tables: Table[];
}

const overLimit = (detail: string) =>
  new UpstreamError('parse_limit', `ucup: ${detail}`, false, undefined, 'page too large');

/**
 * Reads ucup.ac's schedule in one streaming pass (no tree, so no markup costs more than linear
 * time): the season from the first `<h1>`/`<h2>` reading "Season N", and each table's cells.
 */
export function parseSchedulePage(html: string): SchedulePage {
  const page: SchedulePage = { tables: [] };
  const open: Table[] = [];
  let depth = 0;
  let elements = 0;
  let heading: { text: string } | undefined;
  let row: Cell[] | undefined;
  let cell: Cell | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        elements++;
        if (depth > LIMITS.maxDepth) throw overLimit(`page nested over ${LIMITS.maxDepth} deep`);
        if (elements > LIMITS.maxElements) throw overLimit(`over ${LIMITS.maxElements} elements`);
        if ((name === 'h1' || name === 'h2') && page.season === undefined) heading = { text: '' };
        else if (name === 'table') open.push({ rows: [] });
        else if (name === 'tr' && open.length > 0) row = [];
        else if ((name === 'td' || name === 'th') && row)
          cell = { header: name === 'th', text: '' };
        else if (name === 'a' && cell && cell.href === undefined && attributes.href) {
          cell.href = attributes.href;
        }
      },
      ontext(text) {
        if (heading) heading.text += text;
        if (cell) cell.text += text;
      },
      onclosetag(name) {
        depth--;
        if ((name === 'h1' || name === 'h2') && heading) {
          const season = /^\s*season\s*(\d+)\b/i.exec(heading.text)?.[1];
          if (season !== undefined) page.season = Number(season);
          heading = undefined;
        } else if ((name === 'td' || name === 'th') && cell && row) {
          row.push({ ...cell, text: cell.text.replace(/\s+/g, ' ').trim() });
          cell = undefined;
        } else if (name === 'tr' && row) {
          open.at(-1)?.rows.push(row);
          row = undefined;
        } else if (name === 'table') {
          const table = open.pop();
          if (table) page.tables.push(table);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return page;
}
