import { Parser } from 'htmlparser2';

/**
 * The Affiliation cell of AtCoder's user page (asked in English), as text: the `<td>` after the
 * `<th>` that says 'Affiliation', entities read, tags dropped. One streaming pass of htmlparser2
 * (no tree is built, so no markup costs more than linear time; the page's size is capped). A cell
 * the page never closes is a cut page, not an Affiliation.
 */
export function affiliationOf(html: string): string | undefined {
  // An object: the callbacks set it, and the read after the parse must see that.
  const read: { label?: string; afterLabel: boolean; cell?: string; found?: string } = {
    afterLabel: false,
  };
  const parser = new Parser({
    onopentag(name) {
      if (read.found !== undefined) return;
      if (name === 'th') read.label = '';
      else if (name === 'td' && read.afterLabel) read.cell = '';
    },
    ontext(text) {
      if (read.label !== undefined) read.label += text;
      if (read.cell !== undefined) read.cell += text;
    },
    onclosetag(name, isImplied) {
      if (name === 'th' && read.label !== undefined) {
        read.afterLabel = read.label.trim() === 'Affiliation';
        read.label = undefined;
      } else if (name === 'td' && read.cell !== undefined) {
        if (!isImplied) read.found = read.cell.trim();
        read.cell = undefined;
        read.afterLabel = false;
      } else if (name === 'tr') {
        read.afterLabel = false;
      }
    },
  });
  parser.end(html);
  return read.found;
}
