import { Parser } from 'htmlparser2';
import { UpstreamError } from '#server/platforms/upstream-error';

/** The contests page's three lists, as its `<h2>` headings name them. */
const KATTIS_SECTIONS = ['ongoing', 'upcoming', 'past'] as const;
type KattisSection = (typeof KATTIS_SECTIONS)[number];

/** One table row as the page wrote it, its cells named by their column's heading. */
export interface KattisPageRow {
  section: KattisSection;
  /** The first link in the Name cell: `/contests/nwerc24open`. */
  link: string | undefined;
  title: string | undefined;
  length: string | undefined;
  /** `Start time` (ongoing, upcoming) or `End time` (past). */
  time: string | undefined;
}

interface Cell {
  text: string;
  href?: string;
}

/** `Start time` → `start-time`, as the table's headings are compared. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

const sectionOf = (heading: string): KattisSection | undefined =>
  KATTIS_SECTIONS.find((section) => heading.trim().toLowerCase().startsWith(section));

function toRow(section: KattisSection, headings: readonly string[], cells: readonly Cell[]) {
  const named = new Map(headings.map((heading, i) => [heading, cells[i]]));
  const name = named.get('name');
  return {
    section,
    link: name?.href,
    title: name?.text.trim(),
    length: named.get('length')?.text.trim(),
    time: named.get(section === 'past' ? 'end-time' : 'start-time')?.text.trim(),
  };
}

/**
 * The rows of `open.kattis.com/contests`, read as clist reads them (aropan/clist,
 * legacy/module/open.kattis.com/index.php): each `<h2>` Ongoing, Upcoming or Past is followed by
 * a table whose `<th>` headings name the columns (Name, Length, Start time or End time). One
 * streaming pass, no tree. A page with none of the three lists is a changed page: an error,
 * never an empty list.
 */
export function parseKattisContestsPage(html: string): KattisPageRow[] {
  const rows: KattisPageRow[] = [];
  const found = { sections: 0 };
  let heading: string | undefined;
  let pending: KattisSection | undefined;
  let table: { section: KattisSection; headings: string[]; nested: number } | undefined;
  let th: string | undefined;
  let cells: Cell[] | undefined;
  let cell: Cell | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'h2' && !table) heading = '';
        else if (name === 'table' && table) table.nested++;
        else if (name === 'table' && pending) {
          table = { section: pending, headings: [], nested: 0 };
          pending = undefined;
          found.sections++;
        } else if (!table || table.nested > 0) return;
        else if (name === 'th') th = '';
        else if (name === 'tr') cells = [];
        else if (name === 'td' && cells) cell = { text: '' };
        else if (name === 'a' && cell && cell.href === undefined) cell.href = attributes.href;
      },
      ontext(text) {
        if (heading !== undefined) heading += text;
        if (th !== undefined) th += text;
        if (cell) cell.text += text;
      },
      onclosetag(name) {
        if (name === 'h2' && heading !== undefined) {
          pending = sectionOf(heading);
          heading = undefined;
        } else if (name === 'table' && table && table.nested > 0) table.nested--;
        else if (name === 'table' && table) table = undefined;
        else if (!table || table.nested > 0) return;
        else if (name === 'th' && th !== undefined) {
          table.headings.push(slug(th));
          th = undefined;
        } else if (name === 'td' && cell && cells) {
          cells.push(cell);
          cell = undefined;
        } else if (name === 'tr' && cells) {
          // A heading row has no cells.
          if (cells.length > 0) rows.push(toRow(table.section, table.headings, cells));
          cells = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (found.sections === 0) {
    throw new UpstreamError(
      'unexpected_shape',
      'kattis: no Ongoing, Upcoming or Past contests table on the page',
      false,
      undefined,
      'unexpected answer: field h2',
    );
  }
  return rows;
}
