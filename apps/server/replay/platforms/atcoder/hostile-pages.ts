import { atcoderPage } from './replay';

/** Pages no real AtCoder sends, for the tests and the bench of the parse's limits. */

/** `bytes` of `<div>` each inside the last, then the real page's tables: quadratic for a DOM. */
export function nestedPage(bytes: number): string {
  const depth = Math.floor(bytes / '<div>'.length);
  return `<!DOCTYPE html><html><body>${'<div>'.repeat(depth)}${realTables()}</body></html>`;
}

/** `bytes` of empty elements side by side, then the real page's tables. */
export function flatPage(bytes: number): string {
  const count = Math.floor(bytes / '<i></i>'.length);
  return `<!DOCTYPE html><html><body>${'<i></i>'.repeat(count)}${realTables()}</body></html>`;
}

/** The recorded page with one contest's link changed to `href` (entities as written). */
export function pageWithHref(href: string, shiftMs = 0): string {
  return atcoderPage('duringAbc140', shiftMs).replace('href="/contests/abc141"', `href="${href}"`);
}

function realTables(): string {
  const page = atcoderPage('duringAbc140', 0);
  return page.slice(page.indexOf('<div id="contest-table-action">'), page.lastIndexOf('</body>'));
}
